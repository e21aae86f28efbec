import { useForm } from '@atrium/admin/plugin';
import { useCallback, useSyncExternalStore } from 'react';

/** The value at `path` of the form being edited, re-read whenever it (or anything inside it) changes. */
export function useFormValue(path: string): unknown {
  const { store } = useForm();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  return useSyncExternalStore(subscribe, () => store.getValue(path));
}

/**
 * The path of the form's `fields` blocks, from the path of an input inside one of them
 * (`fields.2.priceConditions.0.fieldToUse` → `fields`): the selectors always read the form they sit in.
 */
export function formFieldsPath(path: string): string {
  return path.split('.')[0] ?? 'fields';
}

/** The path of a sibling of the input at `siblingPath` (the row of a price condition). */
export function siblingOf(siblingPath: string, name: string): string {
  return siblingPath === '' ? name : `${siblingPath}.${name}`;
}
