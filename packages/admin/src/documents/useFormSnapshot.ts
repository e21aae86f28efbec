import { useCallback, useSyncExternalStore } from 'react';
import type { FormStore } from '../forms/FormStore.ts';
import type { Path } from '../forms/paths.ts';

/**
 * A value derived from the whole form (the modified flag, the error count), re-rendering only when that
 * value changes: `select` runs on every change of the form, so it must be cheap and answer a primitive.
 */
export function useFormSnapshot<T extends string | number | boolean | undefined>(
  store: FormStore,
  select: (store: FormStore) => T,
): T {
  const subscribe = useCallback((listener: () => void) => store.subscribeAll(listener), [store]);
  return useSyncExternalStore(subscribe, () => select(store));
}

/** The value at one path, re-rendering only when something at, above or below that path changes. */
export function usePathValue(store: FormStore, path: Path): unknown {
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => store.getValue(path));
}

/** How many errors the pill counts: after a save attempt, the errors of fields that are shown. */
export function visibleErrorCount(store: FormStore): number {
  if (!store.submitted) return 0;
  let count = 0;
  for (const [path] of store.getErrors()) if (store.passesCondition(path)) count++;
  return count;
}
