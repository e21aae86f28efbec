import type { SanitizedCollection } from '../config/types.ts';
import type { WhereNode } from '../queries/types.ts';

/** Matches the documents that are not in the trash, as `where[deletedAt][exists]=false` would. */
const notTrashed: WhereNode = {
  kind: 'condition',
  path: { path: 'deletedAt', steps: [{ kind: 'key', key: 'deletedAt' }], kind: 'date', isMany: false },
  operator: 'exists',
  value: false,
};

/**
 * The filter that keeps trashed documents out of a read or write of `collection`, unless the caller asked for
 * them (`trash: true`, Payload's option); `undefined` for a collection without a trash.
 */
export function liveOnly(collection: SanitizedCollection, trash?: boolean): WhereNode | undefined {
  return collection.trash && !trash ? notTrashed : undefined;
}

/** Whether a stored row is in the trash. */
export function isTrashed(row: Record<string, unknown>): boolean {
  return row.deletedAt !== undefined && row.deletedAt !== null;
}
