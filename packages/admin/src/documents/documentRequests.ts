import type { FormState } from '@atrium/core/client';
import type { APIRequest } from '../api/early.ts';

type Kind = 'collection' | 'global';

/**
 * A collection document or global at depth 0 (relationships stay ids, as the form edits them), in `locale` when
 * one is named (the default locale otherwise). Another locale is read without falling back to the default
 * one: what is not translated yet shows empty, instead of the default locale's text being saved as this one's.
 * With `draft` (an entity with drafts), the newest version is read, draft or not: what the editor works on.
 */
export function documentRead(
  kind: Kind,
  slug: string,
  id: string | number | undefined,
  locale?: string,
  draft = false,
): APIRequest {
  const path = kind === 'global' ? `/globals/${slug}` : `/${slug}/${encodeURIComponent(String(id))}`;
  const query: Record<string, unknown> = locale ? { depth: 0, locale, 'fallback-locale': 'none' } : { depth: 0 };
  if (draft) query.draft = 'true';
  return { method: 'GET', path, query };
}

/** What the user may do with one document (`POST /api/<slug>/access/<id>`, which settles `Where` answers). */
export function documentAccess(slug: string, id: string | number): APIRequest {
  return { method: 'POST', path: `/${slug}/access/${encodeURIComponent(String(id))}` };
}

export type FormStateArgs = {
  kind: Kind;
  slug: string;
  id?: string | number;
  /** The form's values; give this or `formState`. */
  data?: Record<string, unknown>;
  /** The form's state as the caller holds it (`{ path: { value } }`), judged like `data` and handed back as it was when the server refuses. */
  formState?: FormState;
  operation: 'create' | 'update';
  /** Only the field or node at this path, and what is inside it. */
  schemaPath?: string;
  /** The content locale `data` is in (the default locale when unset). */
  locale?: string;
};

/** `POST /api/form-state`: the server judges a form's data (conditions, validators, computed defaults). */
export function formStateRequest({ kind, slug, id, data, formState, operation, schemaPath, locale }: FormStateArgs): APIRequest {
  return { method: 'POST', path: '/form-state', body: { [kind]: slug, id, data, formState, operation, schemaPath, locale } };
}
