import type { PaginatedDocs, Where } from '@atrium/core/client';
import type { ClientCollection } from '../../config/index.ts';

/** A request of the trash view, as `request(method, path, { query, body })` sends it. */
export type TrashRequest = {
  method: 'GET' | 'PATCH' | 'DELETE';
  path: string;
  query: Record<string, unknown>;
  body?: unknown;
};

/** Only the trashed documents: with `trash=true` the API lists both, and `deletedAt` tells them apart (Payload's way). */
export const trashWhere: Where = { deletedAt: { exists: true } };

/** The query key of a collection's trash, invalidated with every other content read after a change. */
export const trashKey = (slug: string) => ['trash', slug] as const;

/** A trashed document as the trash view reads it: its title field and when it went to the trash. */
export type TrashDoc = PaginatedDocs['docs'][number];

/** One page of a collection's trash, most recently trashed first, with only what the view shows. */
export function trashRead(collection: ClientCollection, page: number, limit: number): TrashRequest {
  const titlePath = collection.admin.useAsTitle;
  const select = titlePath && titlePath !== 'id' ? { [titlePath]: true, deletedAt: true } : { deletedAt: true };
  return {
    method: 'GET',
    path: `/${collection.slug}`,
    query: { trash: true, where: JSON.stringify(trashWhere), sort: '-deletedAt', depth: 0, limit, page, select },
  };
}

/** Restores one document: its `deletedAt` cleared, found in the trash (`trash=true`). */
export function restoreRequest(slug: string, id: string | number): TrashRequest {
  return {
    method: 'PATCH',
    path: `/${slug}/${encodeURIComponent(String(id))}`,
    query: { trash: true, depth: 0 },
    body: { deletedAt: null },
  };
}

/** Deletes one trashed document for good: a delete of a document already in the trash (reached with `trash`). */
export function deletePermanentlyRequest(slug: string, id: string | number): TrashRequest {
  return { method: 'DELETE', path: `/${slug}/${encodeURIComponent(String(id))}`, query: { depth: 0, trash: true } };
}

/** Empties a collection's trash: every trashed document deleted for good, in one bulk request. */
export function emptyTrashRequest(slug: string): TrashRequest {
  return { method: 'DELETE', path: `/${slug}`, query: { trash: true, where: JSON.stringify(trashWhere), depth: 0 } };
}
