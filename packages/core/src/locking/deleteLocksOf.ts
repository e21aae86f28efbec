import type { SanitizedCollection } from '../config/types.ts';
import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { lockedDocumentsSlug } from './lockedDocumentsCollection.ts';
import { hasLocks, holderOf, lockKeyOf } from './lockRows.ts';

/**
 * In a delete's transaction: the deleted document's lock, and every lock a deleted user held, go with it. Otherwise a
 * later document or account given the same id (SQLite reuses the highest one) would start out locked, or holding.
 */
export async function deleteLocksOf(req: AtriumRequest, collection: SanitizedCollection, id: DocumentID): Promise<void> {
  if (!hasLocks(req)) return;
  const conditions: Record<string, unknown>[] = [];
  if (collection.lockDocuments !== false)
    conditions.push({ lockKey: { equals: lockKeyOf({ kind: 'collection', collection, id }) } });
  if (collection.auth) conditions.push({ holder: { equals: holderOf({ collection: collection.slug, id }) } });
  if (conditions.length === 0) return;
  const locks = req.config.collectionsBySlug[lockedDocumentsSlug];
  const where = sanitizeWhere(locks, { or: conditions }, { config: req.config, allowHidden: true });
  const { docs } = await req.db.find({
    collection: lockedDocumentsSlug,
    where,
    limit: 0,
    pagination: false,
    transaction: req.transaction,
  });
  for (const { id: lockID } of docs)
    await req.db.deleteOne({ collection: lockedDocumentsSlug, id: lockID, transaction: req.transaction });
}
