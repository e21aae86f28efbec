import type { LockOptions } from '../../locking/checkLock.ts';
import { type BulkResult, forEachMatch } from './bulk.ts';
import { deleteOne } from './deleteByID.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth } from './shared.ts';

export type DeleteArgs = OperationBase & LockOptions & { where: unknown; depth?: unknown };

/** Deletes every document matching `where` that the caller may delete. */
export async function deleteMany(incoming: DeleteArgs): Promise<BulkResult> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'delete', incoming, incoming.req, context);
  const { req } = args;
  const depth = sanitizeDepth(req, args.depth);
  const result = await forEachMatch(req, collection, args.where, 'delete', args.overrideAccess, (id) =>
    deleteOne(req, collection, id, depth, context, args.overrideAccess, args.overrideLock),
  );
  return runAfterOperation(collection, 'delete', args, result, req, context);
}
