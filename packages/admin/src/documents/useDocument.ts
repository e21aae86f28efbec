import type { Field } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { APIError } from '../api/APIError.ts';
import { request } from '../api/client.ts';
import { type EntityPermissions, useAuth } from '../auth/AuthProvider.tsx';
import type { ClientCollection, ClientGlobal } from '../config/index.ts';
import { type FieldRegistry, useFieldRegistry } from '../forms/FieldRegistry.tsx';
import { versionOptionsOf } from '../versions/versionOptions.ts';
import { defaultValues } from './defaultValues.ts';
import { documentAccess as documentAccessRequest, documentRead } from './documentRequests.ts';
import { hasConditionalFields } from './fieldLayout.ts';
import { conditionsOf, type FormState, fetchFormState, withServerDefaults } from './formState.ts';

type Document = Record<string, unknown>;
type Kind = 'collection' | 'global';

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
  /** The content locale to read (the default locale when `undefined`). */
  locale?: string;
  /** The entity has drafts: its newest version is read (`draft=true`). */
  hasDrafts: boolean;
};

/**
 * What the form that opens a document next starts with instead of asking: a document just created or
 * duplicated, or the opening document of the page (with the user's permissions on it and the server's form
 * state), read before the app's first render. It is read as the form renders and dropped once the form is on
 * screen: a render React throws away or shows later (a part of the page still loading) finds it again, where
 * taking it at the first render made the shown form ask the server for everything anew. A copy is good for a
 * few seconds only, and the page's opening read is not kept once a form has opened that document without it
 * (it came in after the app stopped waiting): either would show an old copy the form never refreshes.
 */
type HandOff = { doc?: Document; access?: EntityPermissions; formState?: FormState; at: number };
const handedOff = new Map<string, HandOff>();
/** Documents a form has shown since the page loaded. */
const opened = new Set<string>();
const freshFor = 5_000;
const keyOf = (kind: string, slug: string, id?: string | number, locale?: string) =>
  `${kind}/${slug}/${id ?? ''}${locale ? `?${locale}` : ''}`;

function handedOffPart<K extends Exclude<keyof HandOff, 'at'>>(key: string, part: K): HandOff[K] | undefined {
  const entry = handedOff.get(key);
  if (!entry) return undefined;
  if (performance.now() - entry.at > freshFor) {
    handedOff.delete(key);
    return undefined;
  }
  return entry[part];
}

/** Gives the form that opens `id` in `locale` next this copy of the document (what the save or duplicate answered). */
export function handOffDocument(slug: string, id: string | number, doc: Document, locale?: string): void {
  handedOff.set(keyOf('collection', slug, String(id), locale), { doc, at: performance.now() });
}

/**
 * Reads the document the page opens on (the boot script already asked for it, its access and form state)
 * and loads its inputs' code (`preloadCode`, the field registry's) before the app's first render, so the form
 * shows complete at once. A failure hands nothing over: the form then asks as usual.
 */
export async function prefetchOpeningDocument(
  entity: ClientCollection | ClientGlobal,
  kind: Kind,
  id: string | undefined,
  locale: string | undefined,
  preloadCode: FieldRegistry['preloadCode'],
): Promise<void> {
  const { slug, fields } = entity;
  const read = documentRead(kind, slug, id, locale, versionOptionsOf(entity.versions).hasDrafts);
  const access = kind === 'collection' && id !== undefined ? documentAccessRequest(slug, id) : undefined;
  const [doc, permissions, formState] = await Promise.all([
    request<Document>(read.method, read.path, { query: read.query }),
    access && request<EntityPermissions>(access.method, access.path),
    hasConditionalFields(fields) ? fetchFormState({ kind, slug, id, data: {}, operation: 'update' }) : undefined,
    preloadCode(fields),
  ]);
  const key = keyOf(kind, slug, id, locale);
  if (!opened.has(key)) handedOff.set(key, { doc, access: permissions, formState, at: performance.now() });
}

/**
 * Loads a document at depth 0 (relationships stay ids, as the form edits them) with the user's permissions on
 * it: a global, an existing collection document (with `POST /api/<slug>/access/<id>`, which settles `Where`
 * answers against this document), or the defaults of a new one.
 */
export function useDocument({ kind, slug, id, fields, initialData, hasConditions, locale, hasDrafts }: Args): DocumentState {
  const { permissions } = useAuth();
  const { preloadCode, isCodeLoaded } = useFieldRegistry();
  const entityPermissions = kind === 'global' ? permissions?.globals[slug] : permissions?.collections[slug];
  const isExisting = kind === 'global' || id !== undefined;
  const key = keyOf(kind, slug, id === undefined ? undefined : String(id), locale);

  const doc = useQuery({
    queryKey: ['document', kind, slug, id === undefined ? null : String(id), locale ?? null],
    queryFn: ({ signal }) => {
      const { method, path, query } = documentRead(kind, slug, id, locale, hasDrafts);
      return request<Document>(method, path, { query, signal });
    },
    initialData: () => handedOffPart(key, 'doc'),
    enabled: isExisting,
    // An edit form must not show a cached copy someone else may have changed since, nor refetch under the user.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(error instanceof APIError && error.status < 500) && count < 2,
  });

  const hasDocumentAccess = kind === 'collection' && id !== undefined;
  const documentAccess = useQuery({
    queryKey: ['document-access', slug, id === undefined ? null : String(id)],
    queryFn: () => {
      const { method, path } = documentAccessRequest(slug, id!);
      return request<EntityPermissions>(method, path);
    },
    initialData: () => handedOffPart(key, 'access'),
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
    // A refusal leaves no answers (null): the form shows every field and the browser's defaults.
    queryFn: async ({ signal }) =>
      (await fetchFormState({ kind, slug, id, data: created ?? {}, operation: isExisting ? 'update' : 'create' }, { signal })) ??
      null,
    initialData: () => (isExisting ? handedOffPart(key, 'formState') : undefined),
    enabled: needsFormState,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  // Inputs that load their code on demand (the rich-text editor) load beside the data, and the form shows once
  // both are in: complete, instead of with placeholders React would then hold back (its Suspense throttle).
  // A failed download does not hold the form: the input offers its own retry.
  const fieldCode = useQuery({
    queryKey: ['field-code', kind, slug],
    queryFn: () => preloadCode(fields).then(() => true),
    initialData: () => (isCodeLoaded(fields) ? true : undefined),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  // On screen, the queries hold what was handed over (and refetch rather than reuse it from now on).
  useEffect(() => {
    opened.add(key);
    handedOff.delete(key);
  }, [key]);
  const state = formState.data;
  const conditions = useMemo(() => (state && hasConditions ? conditionsOf(state) : undefined), [state, hasConditions]);
  const startData = useMemo(() => (created && state ? withServerDefaults(created, state) : created), [created, state]);
  if ((needsFormState && formState.isPending) || fieldCode.isPending) return { status: 'loading' };

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
