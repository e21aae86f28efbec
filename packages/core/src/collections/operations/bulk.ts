import { combineWhere, executeAccess } from '../../access/executeAccess.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import { APIError } from '../../errors/index.ts';
import { sanitizeWhere } from '../../queries/sanitizeWhere.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';

export type BulkResult = { docs: Document[]; errors: Array<{ id: DocumentID; message: string }> };

/**
 * Applies `each` to every document matching `where` (and the caller's access for `operation`), each in its
 * own transaction so one failure does not undo the others; failures are reported per id.
 */
export async function forEachMatch(
  req: AtriumRequest,
  collection: SanitizedCollection,
  where: unknown,
  operation: 'update' | 'delete',
  overrideAccess: boolean | undefined,
  each: (id: DocumentID) => Promise<Document>,
): Promise<BulkResult> {
  const access = await executeAccess({ req, collection, operation, overrideAccess });
  const node = combineWhere(sanitizeWhere(collection, where ?? {}, { config: req.config, locale: req.locale }), access.where);
  const { docs: matches } = await req.db.find({
    collection: collection.slug,
    where: node,
    limit: req.config.maxLimit,
    pagination: false,
    transaction: req.transaction,
  });
  const result: BulkResult = { docs: [], errors: [] };
  for (const { id } of matches) {
    try {
      result.docs.push(await withTransaction(req, () => each(id)));
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      result.errors.push({ id, message: req.t(error.message, error.vars) });
    }
  }
  return result;
}
