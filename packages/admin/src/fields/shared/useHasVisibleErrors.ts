import { useCallback, useSyncExternalStore } from 'react';
import { useForm } from '../../forms/FormProvider.tsx';
import type { Path } from '../../forms/paths.ts';

/**
 * Whether any error the user can see lies at or under one of `paths` (a collapsed row, a closed tab, a closed
 * collapsible then shows a marker). Subscribes to those paths only; the answer is a boolean, so it re-renders
 * only when it flips.
 */
export function useHasVisibleErrors(paths: Path[]): boolean {
  const { store } = useForm();
  const key = paths.join('\n');
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribers = key.split('\n').map((path) => store.subscribe(path, listener));
      return () => {
        for (const unsubscribe of unsubscribers) unsubscribe();
      };
    },
    [store, key],
  );
  const getSnapshot = () => {
    if (!key) return false;
    const prefixes = key.split('\n');
    return store
      .getErrors()
      .some(
        ([path, error]) =>
          prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)) &&
          (store.submitted || store.isTouched(path) || error.source === 'server'),
      );
  };
  return useSyncExternalStore(subscribe, getSnapshot);
}
