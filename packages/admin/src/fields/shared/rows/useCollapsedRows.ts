import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { FormContextValue } from '../../../forms/FormProvider.tsx';
import { preferenceKey, usePreference } from '../../../preferences/usePreference.ts';

/**
 * The document preferences the rows keep (spec 4: "the collapsed state is stored in the document preferences,
 * keyed by block id"): `{ collapsed: { [rowId]: boolean } }` under the document's preference key. Row ids are
 * unique across a document, so one map serves every array and blocks field, nested ones included. Other keys
 * of the same preference are kept when it is written.
 */
export type DocumentPreferences = { collapsed?: Record<string, boolean>; [key: string]: unknown };

/** Which rows are collapsed, and how to change it. */
export type CollapsedRows = {
  collapsed: Record<string, boolean>;
  setCollapsed: (ids: string[], isCollapsed: boolean) => void;
  /** `false` until the stored state has answered (rows then snap to it instead of animating). */
  isLoaded: boolean;
  /**
   * Takes over what these rows had while their document was unsaved: the first save gives the document an id
   * and a new form, and the rows (whose ids the server keeps) find their state again.
   */
  claim: (ids: string[]) => void;
};

// Rows of documents without an id, by row id. Row ids are random and unique, so one map serves every form.
const unsaved = new Map<string, boolean>();

/**
 * The preference key of a document: `collections-<slug>-<id>` or `globals-<slug>`; `undefined` for a
 * document that does not exist yet (its rows keep their state in memory until it is saved).
 */
export function documentPreferenceKey(form: Pick<FormContextValue, 'entity' | 'id'>): string | undefined {
  if (form.entity.kind === 'global') return `globals-${form.entity.slug}`;
  return form.id === undefined ? undefined : `collections-${form.entity.slug}-${form.id}`;
}

/** Collapsed rows stored in the document's preferences. */
export function usePreferenceCollapsedRows(key: string): CollapsedRows {
  const queryClient = useQueryClient();
  const [stored, setStored, isLoaded] = usePreference<DocumentPreferences>(key, emptyPreferences);
  const storedRef = useRef(stored);
  storedRef.current = stored;
  const setCollapsed = useCallback(
    (ids: string[], isCollapsed: boolean) => {
      // Read the freshest value: several rows may toggle before this component re-renders.
      const current =
        (queryClient.getQueryData(preferenceKey(key)) as DocumentPreferences | null | undefined) ?? storedRef.current;
      const collapsed = { ...current.collapsed };
      for (const id of ids) {
        if (isCollapsed) collapsed[id] = true;
        else delete collapsed[id];
      }
      setStored({ ...current, collapsed });
    },
    [key, queryClient, setStored],
  );
  const claim = useCallback(
    (ids: string[]) => {
      const found = ids.filter((id) => unsaved.get(id) === true);
      for (const id of ids) unsaved.delete(id);
      if (found.length) setCollapsed(found, true);
    },
    [setCollapsed],
  );
  return { collapsed: stored.collapsed ?? emptyMap, setCollapsed, isLoaded, claim };
}

/** Collapsed rows of an unsaved document, in memory. */
export function useMemoryCollapsedRows(): CollapsedRows {
  const [collapsed, setMap] = useState<Record<string, boolean>>(emptyMap);
  const setCollapsed = useCallback((ids: string[], isCollapsed: boolean) => {
    for (const id of ids) {
      if (isCollapsed) unsaved.set(id, true);
      else unsaved.delete(id);
    }
    setMap((current) => {
      const next = { ...current };
      for (const id of ids) {
        if (isCollapsed) next[id] = true;
        else delete next[id];
      }
      return next;
    });
  }, []);
  return { collapsed, setCollapsed, isLoaded: true, claim: noClaim };
}

const emptyMap: Record<string, boolean> = {};
const emptyPreferences: DocumentPreferences = {};
const noClaim = () => {};
