import { useCallback, useSyncExternalStore } from 'react';
import type { FormStore } from '../forms/FormStore.ts';
import type { PendingUpload, PendingUploadState } from './PendingUpload.ts';

/** One value of the form, re-rendering only when that path changes. */
export function useStoreValue(store: FormStore, path: string): unknown {
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => store.getValue(path));
}

/** The pending file's state. */
export function usePendingUpload(pending: PendingUpload): PendingUploadState {
  return useSyncExternalStore(pending.subscribe, pending.getState);
}
