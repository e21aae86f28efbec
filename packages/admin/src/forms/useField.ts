import type { DataField } from '@atrium/core/client';
import { useCallback, useSyncExternalStore } from 'react';
import { useForm } from './FormProvider.tsx';
import type { Path } from './paths.ts';
import { validatePath } from './validate.ts';

/** One field's value, error and setters, subscribed to that path only. */
export type FieldState<T> = {
  value: T | undefined;
  setValue: (value: T | undefined | null) => void;
  /** The message to show now (after the field was touched, or after a save attempt), or `undefined`. */
  error: string | undefined;
  markTouched: () => void;
};

/**
 * Connects an input to the form: re-renders only when this path (or something inside or around it)
 * changes, and runs the field's validator in the browser on every change (no request per keystroke).
 */
export function useField<T = unknown>(field: DataField, path: Path, siblingPath: Path): FieldState<T> {
  const { store, validation } = useForm();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const value = useSyncExternalStore(subscribe, () => store.getValue(path)) as T | undefined;
  const error = useSyncExternalStore(subscribe, () => store.getError(path));
  const isVisible = useSyncExternalStore(subscribe, () => store.submitted || store.isTouched(path) || error?.source === 'server');
  const setValue = useCallback(
    (next: T | undefined | null) => {
      store.setValue(path, next);
      void validatePath(field, path, store, validation, siblingPath);
    },
    [store, path, field, validation, siblingPath],
  );
  const markTouched = useCallback(() => {
    store.markTouched(path);
    void validatePath(field, path, store, validation, siblingPath, false);
  }, [store, path, field, validation, siblingPath]);
  return { value, setValue, error: isVisible ? error?.message : undefined, markTouched };
}

/** Whether the field at `path` passes its condition (the server's answer; `true` until it has one). */
export function usePassesCondition(path: Path): boolean {
  const { store } = useForm();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => store.passesCondition(path));
}
