import { combineWhere } from '../access/executeAccess.ts';
import type { SanitizedCollection } from '../config/types.ts';
import type { StoredDocument } from '../database/types.ts';
import { idCondition } from '../queries/idCondition.ts';
import type { WhereNode } from '../queries/types.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';

/**
 * The stored rows with these ids, limited to an access `Where` when there is one (matched in the same query,
 * so a row outside it is as missing as one that never existed). `forUpdate` locks them for a read-modify-write.
 */
export async function findRowsByID(
  req: AtriumRequest,
  collection: SanitizedCollection,
  ids: DocumentID[],
  accessWhere: WhereNode | undefined,
  forUpdate = false,
): Promise<StoredDocument[]> {
  if (!accessWhere) return req.db.findByIDs({ collection: collection.slug, ids, transaction: req.transaction, forUpdate });
  const { docs } = await req.db.find({
    collection: collection.slug,
    where: combineWhere(idCondition(collection, 'in', ids), accessWhere),
    limit: 0,
    pagination: false,
    transaction: req.transaction,
    forUpdate,
  });
  return docs;
}
