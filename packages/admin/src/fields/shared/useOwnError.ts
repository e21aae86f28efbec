import { useCallback, useSyncExternalStore } from 'react';
import { useForm } from '../../forms/FormProvider.tsx';
import type { Path } from '../../forms/paths.ts';

/**
 * The error of the value at `path` itself, once the user should see it. Unlike `useField`, it does not
 * re-render when something inside the value changes: containers (groups, rows) use it so that typing in a
 * nested field leaves them alone.
 */
export function useOwnError(path: Path): string | undefined {
  const { store } = useForm();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => {
    const error = store.getError(path);
    if (!error) return undefined;
    return store.submitted || store.isTouched(path) || error.source === 'server' ? error.message : undefined;
  });
}
