import { callerContext, limitToReadable } from '../../access/callerQuery.ts';
import { combineWhere, executeAccess } from '../../access/executeAccess.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import { APIError, QueryError } from '../../errors/index.ts';
import { idCondition, idPath } from '../../queries/idCondition.ts';
import { isEmptyFilter } from '../../queries/isEmptyFilter.ts';
import { sanitizeWhere } from '../../queries/sanitizeWhere.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { liveOnly } from '../trash.ts';

/** Documents read per page while walking the matches of a bulk write. */
const bulkPageSize = 100;

export type BulkOptions = {
  /** Match trashed documents too. Defaults to `false`. */
  trash?: boolean;
  /** What the access function is told the write sets (`deletedAt` when trashing). Defaults to none. */
  accessData?: Record<string, unknown>;
};

export type BulkResult = { docs: Document[]; errors: Array<{ id: DocumentID; message: string }> };

/**
 * Applies `each` to every document matching `where` (and the caller's access for `operation`), each in its
 * own transaction so one failure does not undo the others; failures are reported per id. A `where` that
 * narrows nothing down is refused here rather than in REST, so the Local API cannot empty a collection by
 * accident either (`{ id: { exists: true } }` says "every document" on purpose).
 */
export async function forEachMatch(
  req: AtriumRequest,
  collection: SanitizedCollection,
  where: unknown,
  operation: 'update' | 'delete',
  overrideAccess: boolean | undefined,
  each: (id: DocumentID) => Promise<Document>,
  options: BulkOptions = {},
): Promise<BulkResult> {
  const access = await executeAccess({ req, collection, operation, data: options.accessData, overrideAccess });
  const ctx = callerContext(req);
  const checked = sanitizeWhere(collection, where ?? {}, ctx);
  if (isEmptyFilter(checked))
    throw new QueryError(operation === 'update' ? 'error:bulkUpdateNeedsWhere' : 'error:bulkDeleteNeedsWhere');
  const userWhere = await limitToReadable(req, ctx, checked, overrideAccess);
  const node = combineWhere(userWhere, access.where, liveOnly(collection, options.trash));
  const result: BulkResult = { docs: [], errors: [] };
  // Pages in id order, resuming after the last id seen, so every match is visited exactly once even when the
  // change takes a document out of the match or there are more matches than one read may return.
  let after: DocumentID | undefined;
  for (;;) {
    const { docs: page } = await req.db.find({
      collection: collection.slug,
      where: combineWhere(node, after === undefined ? undefined : idCondition(collection, 'greater_than', after)),
      sort: [{ path: idPath(collection), direction: 'asc' }],
      limit: bulkPageSize,
      pagination: false,
      transaction: req.transaction,
    });
    for (const { id } of page) {
      try {
        result.docs.push(await withTransaction(req, () => each(id)));
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        result.errors.push({ id, message: req.t(error.key, error.vars) });
      }
    }
    if (page.length < bulkPageSize) break;
    after = page[page.length - 1].id;
  }
  return result;
}
