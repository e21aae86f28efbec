import { callerContext, limitToReadable } from '../../access/callerQuery.ts';
import { combineWhere, executeAccess } from '../../access/executeAccess.ts';
import { sanitizeWhere } from '../../queries/sanitizeWhere.ts';
import { liveOnly } from '../trash.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation } from './shared.ts';

export type CountArgs = OperationBase & {
  where?: unknown;
  /** Count trashed documents too (a collection with `trash: true`). Defaults to `false`. */
  trash?: boolean;
  /**
   * Where counting would read many rows (PostgreSQL, 1,000 matches or more), answer the planner's estimate, with
   * `totalDocsEstimated: true`. An Atrium extension; defaults to `false`.
   */
  estimate?: boolean;
};

/** Counts the documents matching `where` that the caller may read. */
export async function count(incoming: CountArgs): Promise<{ totalDocs: number; totalDocsEstimated?: true }> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'count', incoming, incoming.req, context);
  const { req } = args;
  const access = await executeAccess({ req, collection, operation: 'read', overrideAccess: args.overrideAccess });
  const ctx = callerContext(req);
  const userWhere = await limitToReadable(req, ctx, sanitizeWhere(collection, args.where, ctx), args.overrideAccess);
  const where = combineWhere(userWhere, access.where, liveOnly(collection, args.trash));
  const { count: totalDocs, estimated } =
    args.estimate && !req.transaction && req.db.countOrEstimate
      ? await req.db.countOrEstimate({ collection: collection.slug, where })
      : { count: await req.db.count({ collection: collection.slug, where, transaction: req.transaction }), estimated: false };
  const result: { totalDocs: number; totalDocsEstimated?: true } = estimated
    ? { totalDocs, totalDocsEstimated: true }
    : { totalDocs };
  return runAfterOperation(collection, 'count', args, result, req, context);
}
