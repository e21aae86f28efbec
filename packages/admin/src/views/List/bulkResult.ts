import type { BulkResponse, Where } from '@atrium/core/client';
import { APIError } from '../../api/APIError.ts';

/** What a bulk update or delete did: how many documents it changed and which ones failed, with why. */
export type BulkResult = {
  done: number;
  /** The ids of the documents it changed. */
  ids: Array<string | number>;
  failed: { id?: string | number; message: string }[];
};

/**
 * Reads a bulk answer (`{docs, errors}`). The API answers 400 with the same body when some documents
 * failed, so that error is a result too; any other error is thrown on.
 */
export async function readBulkResult(request: Promise<unknown>): Promise<BulkResult> {
  let body: unknown;
  try {
    body = await request;
  } catch (error) {
    if (!(error instanceof APIError) || !Array.isArray(error.body?.docs)) throw error;
    body = error.body;
  }
  const { docs, errors } = (body ?? {}) as Partial<BulkResponse>;
  return {
    done: Array.isArray(docs) ? docs.length : 0,
    ids: Array.isArray(docs) ? docs.map((doc) => doc.id as string | number) : [],
    failed: (Array.isArray(errors) ? errors : []).map((e) => ({ id: e.id, message: e.message ?? '' })),
  };
}

/**
 * The query of a bulk request. A list of ids goes as `where[id][in]=1,2,3`; any other where goes as JSON,
 * since filters nest deeper than the API's query-string parser reads (spec 9: depth 5).
 */
export function bulkQuery(where: Where): Record<string, unknown> {
  const ids = (where.id as { in?: unknown } | undefined)?.in;
  if (Object.keys(where).length === 1 && Array.isArray(ids)) return { where: { id: { in: ids.join(',') } } };
  return { where: JSON.stringify(where) };
}
