import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormStore } from '../../forms/FormStore.ts';
import type { DocumentSaving } from '../useSaveDocument.ts';
import { indexedDBArea } from './indexedDBArea.ts';
import { type KeptChanges, keptChangesKey, UnsavedChanges } from './unsavedChanges.ts';

type Document = Record<string, unknown>;

type KeyParts = Parameters<typeof keptChangesKey>[0];

/** The browser's copy of one form's unsaved values (`undefined`: this form keeps none). */
export function useUnsavedChanges(parts: KeyParts | undefined): UnsavedChanges | undefined {
  const key = parts ? keptChangesKey(parts) : undefined;
  return useMemo(() => (key === undefined ? undefined : new UnsavedChanges(indexedDBArea, key)), [key]);
}

/** Changes an earlier page left unsaved, now back in the form. */
export type RestoredChanges = { keptAt: number; discard: () => void; dismiss: () => void };

/**
 * Keeps every change of the form in the browser until a save has it, and when the form opens with changes an
 * earlier page left (a reload, a crash, the server away), puts them back in the form: they are then saved as
 * any edit is, against the version they were made on (a conflict asks the 409 question).
 */
export function useKeptChanges(
  store: FormStore,
  changes: UnsavedChanges | undefined,
  saving: Pick<DocumentSaving, 'rebase' | 'baseVersion' | 'isRunning'>,
): RestoredChanges | undefined {
  const [restored, setRestored] = useState<{ kept: KeptChanges; loaded: Document } | undefined>();
  const { rebase, baseVersion, isRunning } = saving;
  // Whether a save has taken the restored values since: discarding them then has to save the old ones back.
  const savedSince = useRef(false);

  useEffect(() => {
    if (!changes) return;
    let isCurrent = true;
    void changes
      .read()
      .catch(() => undefined)
      .then((kept) => {
        // Typing before the browser answered wins: those values are newer than anything kept.
        if (!isCurrent || !kept || store.isModified()) return;
        const loaded = store.getData();
        if (sameValues(kept.data, loaded)) {
          changes.discard();
          return;
        }
        store.restore(kept.data);
        rebase(kept.base);
        savedSince.current = false;
        setRestored({ kept, loaded });
      });
    return () => {
      isCurrent = false;
    };
  }, [changes, store, rebase]);

  useEffect(() => {
    if (!changes) return;
    let last = store.getData();
    return store.subscribeAll(() => {
      const data = store.getData();
      if (data === last) return;
      last = data;
      if (store.isModified()) changes.keep(data, baseVersion());
      else savedSince.current = true;
    });
  }, [changes, store, baseVersion]);

  const discard = useCallback(() => {
    if (!restored || !changes) return;
    changes.discard();
    // An autosave of the restored values may be on its way: it would store them after a plain reset, and the
    // form, showing the loaded values as saved, would never send those back.
    if (savedSince.current || isRunning()) {
      // The server has (or is getting) the restored values: the loaded ones go back as the next save.
      store.restore({ ...restored.loaded, updatedAt: store.getData().updatedAt });
    } else {
      store.reset(restored.loaded);
      rebase(typeof restored.loaded.updatedAt === 'string' ? restored.loaded.updatedAt : undefined);
    }
    setRestored(undefined);
  }, [restored, changes, store, rebase, isRunning]);
  const dismiss = useCallback(() => setRestored(undefined), []);

  return restored && { keptAt: restored.kept.keptAt, discard, dismiss };
}

function sameValues(a: Document, b: Document): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
