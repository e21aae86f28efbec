import type { Field } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { APIError } from '../../api/APIError.ts';
import { api } from '../../api/client.ts';
import { type EntityPermissions, useAuth } from '../../auth/AuthProvider.tsx';
import { defaultValues } from './defaultValues.ts';
import { conditionsOf, fetchFormState, withServerDefaults } from './formState.ts';

type Document = Record<string, unknown>;

/** What the form needs before it can show: the data and what the user may do with it. */
export type DocumentState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'ready';
      data: Document;
      permissions: EntityPermissions | undefined;
      /** The server's condition answers for `data`, when the entity has conditional fields and they came. */
      conditions?: Record<string, boolean>;
    };

type Args = {
  kind: 'collection' | 'global';
  slug: string;
  id?: string | number;
  fields: Field[];
  initialData?: Document;
  /** Whether fields have conditions: then they are asked for (`POST /api/form-state`) while the document loads. */
  hasConditions: boolean;
};

// A document just created or duplicated, handed to the form that opens it so it shows without a second request.
const handedOff = new Map<string, Document>();
const keyOf = (kind: string, slug: string, id?: string | number) => `${kind}/${slug}/${id ?? ''}`;

/** Gives the form that opens `id` next this copy of the document (what the save or duplicate answered). */
export function handOffDocument(slug: string, id: string | number, doc: Document): void {
  handedOff.set(keyOf('collection', slug, String(id)), doc);
}

/**
 * Loads a document at depth 0 (relationships stay ids, as the form edits them) with the user's permissions on
 * it: a global, an existing collection document (with `POST /api/<slug>/access/<id>`, which settles `Where`
 * answers against this document), or the defaults of a new one.
 */
export function useDocument({ kind, slug, id, fields, initialData, hasConditions }: Args): DocumentState {
  const { permissions } = useAuth();
  const entityPermissions = kind === 'global' ? permissions?.globals[slug] : permissions?.collections[slug];
  const isExisting = kind === 'global' || id !== undefined;
  const key = keyOf(kind, slug, id === undefined ? undefined : String(id));

  const doc = useQuery({
    queryKey: ['document', kind, slug, id === undefined ? null : String(id)],
    queryFn: ({ signal }) => {
      const path = kind === 'global' ? `/globals/${slug}` : `/${slug}/${encodeURIComponent(String(id))}`;
      return api.get<Document>(path, { depth: 0 }, signal);
    },
    initialData: () => {
      const doc = handedOff.get(key);
      handedOff.delete(key);
      return doc;
    },
    enabled: isExisting,
    // An edit form must not show a cached copy someone else may have changed since, nor refetch under the user.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(error instanceof APIError && error.status < 500) && count < 2,
  });

  const hasDocumentAccess = kind === 'collection' && id !== undefined;
  const documentAccess = useQuery({
    queryKey: ['document-access', slug, id === undefined ? null : String(id)],
    queryFn: () => api.post<EntityPermissions>(`/${slug}/access/${encodeURIComponent(String(id))}`),
    enabled: hasDocumentAccess,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const created = useMemo(() => (isExisting ? undefined : defaultValues(fields, initialData)), [isExisting, fields, initialData]);

  // Asked beside the document (with no data, the server judges the stored document), so conditional fields
  // are right on the first paint instead of vanishing a moment later. A new document always asks: its
  // defaults computed by functions exist only on the server. Failing, the form shows every field and the
  // browser's defaults.
  const needsFormState = hasConditions || !isExisting;
  const formState = useQuery({
    queryKey: ['form-state', kind, slug, id === undefined ? null : String(id)],
    queryFn: ({ signal }) =>
      fetchFormState({ kind, slug, id, data: created ?? {}, operation: isExisting ? 'update' : 'create' }, signal),
    enabled: needsFormState,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const state = formState.data;
  const conditions = useMemo(() => (state && hasConditions ? conditionsOf(state) : undefined), [state, hasConditions]);
  const startData = useMemo(() => (created && state ? withServerDefaults(created, state) : created), [created, state]);
  if (needsFormState && formState.isPending) return { status: 'loading' };

  if (!isExisting) return { status: 'ready', data: startData!, permissions: entityPermissions, conditions };
  if (doc.isError) {
    if (doc.error instanceof APIError && doc.error.status === 404) return { status: 'notFound' };
    return { status: 'error', error: doc.error, retry: () => void doc.refetch() };
  }
  if (!doc.data) return { status: 'loading' };
  // The collection-wide answer stands in while the document's own is on its way, unless it depends on the
  // document (a `Where`): then showing a form that may turn read-only a moment later would mislead.
  if (hasDocumentAccess && !documentAccess.data && !documentAccess.isError && entityPermissions?.update?.where) {
    return { status: 'loading' };
  }
  return { status: 'ready', data: doc.data, permissions: documentAccess.data ?? entityPermissions, conditions };
}
