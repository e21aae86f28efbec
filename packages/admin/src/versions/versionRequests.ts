import type { PaginatedDocs } from '@atrium/core/client';

type Kind = 'collection' | 'global';
type Document = Record<string, unknown>;

/**
 * A stored version as `GET /api/{slug}/versions` answers it (Payload's shape): the snapshot of the document in
 * `version` (its fields, `_status`, timestamps), the document it belongs to (`parent`, collections only),
 * whether an autosave wrote it and whether it is the newest. The `versions` branch adds this to core's REST
 * types; until then the admin names what it reads here.
 */
export type VersionDoc = {
  id: string | number;
  parent?: string | number | Document;
  version: Document & { _status?: 'draft' | 'published'; updatedAt?: string; createdAt?: string };
  autosave?: boolean;
  latest?: boolean;
  publishedLocale?: string;
  createdAt: string;
  updatedAt: string;
};

export type VersionsPage = Omit<PaginatedDocs, 'docs'> & { docs: VersionDoc[] };

/** The path of a collection's or global's versions (`/posts/versions`, `/globals/settings/versions`). */
export const versionsPath = (kind: Kind, slug: string) => (kind === 'global' ? `/globals/${slug}/versions` : `/${slug}/versions`);

/** What the versions list filters by (`?status=` and `?autosave=` in its address). */
export type VersionFilters = { status?: 'draft' | 'published'; autosave?: boolean };

/** The `where` of one document's versions (every version of a global), with the list's filters. */
export function versionsWhere(
  kind: Kind,
  id: string | number | undefined,
  filters: VersionFilters = {},
): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (kind === 'collection') and.push({ parent: { equals: id } });
  if (filters.status) and.push({ 'version._status': { equals: filters.status } });
  if (filters.autosave !== undefined) and.push({ autosave: { equals: filters.autosave } });
  if (and.length === 0) return {};
  return and.length === 1 ? and[0] : { and };
}

type PageArgs = {
  kind: Kind;
  slug: string;
  id?: string | number;
  page: number;
  limit: number;
  filters?: VersionFilters;
  locale?: string;
};

/** One page of a document's versions, newest first, at depth 0 (the diff reads ids as the form does). */
export function versionsRead({ kind, slug, id, page, limit, filters, locale }: PageArgs) {
  const query: Record<string, unknown> = { where: versionsWhere(kind, id, filters), sort: '-updatedAt', page, limit, depth: 0 };
  if (locale) Object.assign(query, { locale, 'fallback-locale': 'none' });
  return { path: versionsPath(kind, slug), query };
}

/** One version by id, at depth 0, in the content locale. */
export function versionRead(kind: Kind, slug: string, versionID: string, locale?: string) {
  const query: Record<string, unknown> = { depth: 0 };
  if (locale) Object.assign(query, { locale, 'fallback-locale': 'none' });
  return { path: `${versionsPath(kind, slug)}/${encodeURIComponent(versionID)}`, query };
}

/**
 * The newest version saved before `version` (the one it is compared with by default): the same document's,
 * by `updatedAt`, the newest first.
 */
export function previousVersionRead(
  kind: Kind,
  slug: string,
  id: string | number | undefined,
  version: VersionDoc,
  locale?: string,
) {
  const where = { and: [versionsWhere(kind, id), { updatedAt: { less_than: version.updatedAt } }] };
  const query: Record<string, unknown> = { where, sort: '-updatedAt', limit: 1, depth: 0 };
  if (locale) Object.assign(query, { locale, 'fallback-locale': 'none' });
  return { path: versionsPath(kind, slug), query };
}

/** `POST /api/{slug}/versions/:id`: the document takes the version's content (`?draft=true`: as a draft). */
export function restoreRequest(kind: Kind, slug: string, versionID: string | number, asDraft: boolean, locale?: string) {
  const query: Record<string, unknown> = {};
  if (asDraft) query.draft = 'true';
  if (locale) query.locale = locale;
  return { path: `${versionsPath(kind, slug)}/${encodeURIComponent(String(versionID))}`, query };
}
