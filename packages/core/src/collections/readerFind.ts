import { callerContext, limitToReadable } from '../access/callerQuery.ts';
import { combineWhere, matchesNothing, readableWhere } from '../access/executeAccess.ts';
import type { SanitizedCollection } from '../config/types.ts';
import type { StoredDocument } from '../database/types.ts';
import { NotFound } from '../errors/index.ts';
import type { FieldFindArgs, FieldReadArgs } from '../fields/types.ts';
import { sanitizeSort, sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { AtriumRequest, Document } from '../types.ts';

/** The read pipeline (`readDocuments`), handed in by its caller so this module does not import it back. */
type ReadRows = (
  collection: SanitizedCollection,
  rows: StoredDocument[],
  options: {
    req: AtriumRequest;
    context: Record<string, unknown>;
    depth: number;
    level: number;
    overrideAccess?: boolean;
  },
) => Promise<Document[]>;

/**
 * A find as the reader of a document, for a virtual field's `read` (a join lists the documents that point at
 * this one): the where and sort are checked like a caller's, the reader's read access to the other collection
 * narrows the match (none at all when it refuses them), and the rows go through that collection's read
 * pipeline, in the same transaction. Operation hooks do not run: this is part of reading the outer document.
 * The rows are read one `level` below the reader's document, as population reads them, so the request's own
 * options stay with the document it asked for and nested reads can tell how far they are from it.
 */
export function readerFind(
  req: AtriumRequest,
  context: Record<string, unknown>,
  overrideAccess: boolean | undefined,
  level: number,
  read: ReadRows,
): FieldReadArgs['find'] {
  return async (args: FieldFindArgs) => {
    const collection = req.config.collectionsBySlug[args.collection];
    if (!collection) throw new NotFound('error:collectionNotFound', { slug: args.collection });
    const readable = await readableWhere(req, collection, overrideAccess);
    if (readable === matchesNothing) return { docs: [], totalDocs: 0, hasNextPage: false };
    const ctx = callerContext(req);
    const userWhere = sanitizeWhere(collection, args.where, ctx);
    const sort = sanitizeSort(collection, args.sort ?? collection.defaultSort, ctx);
    const where = combineWhere(await limitToReadable(req, ctx, userWhere, overrideAccess), readable);
    const limit = args.limit ?? req.config.admin.pagination.defaultLimit;
    const page = args.page ?? 1;
    const result = await req.db.find({
      collection: collection.slug,
      where,
      sort,
      limit,
      page,
      pagination: args.pagination,
      transaction: req.transaction,
    });
    const docs = await read(collection, result.docs, { req, context, depth: args.depth ?? 0, level: level + 1, overrideAccess });
    return { docs, totalDocs: result.totalDocs, hasNextPage: limit > 0 && page * limit < result.totalDocs };
  };
}
