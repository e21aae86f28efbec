import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useForm } from '../../../forms/FormProvider.tsx';
import type { Path } from '../../../forms/paths.ts';

/** One row as the list renders it: its id (the React and drag key) and, for blocks, its block type. */
export type RowKey = { id: string; blockType?: string };

const separator = '\u0000';

/**
 * The ids (and block types) of the rows at `path`, and nothing else: the snapshot is a string, so typing inside
 * a row, which gives the array a new identity, leaves the list and its other rows alone. A row without an id
 * (a default value) is keyed by its position until it is saved.
 */
export function useRowKeys(path: Path): RowKey[] {
  const { store } = useForm();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const snapshot = useSyncExternalStore(subscribe, () => {
    const value = store.getValue(path);
    if (!Array.isArray(value)) return '';
    return value
      .map((row, i) => {
        const id = row && typeof row === 'object' && typeof row.id === 'string' && row.id ? row.id : `row-${i}`;
        const blockType = row && typeof row === 'object' && typeof row.blockType === 'string' ? row.blockType : '';
        return `${id}${separator}${blockType}`;
      })
      .join('\n');
  });
  return useMemo(
    () =>
      snapshot
        ? snapshot.split('\n').map((entry) => {
            const [id, blockType] = entry.split(separator);
            return { id, blockType: blockType || undefined };
          })
        : [],
    [snapshot],
  );
}
