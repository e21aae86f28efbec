import type { LockOptions } from '../../locking/checkLock.ts';
import { discardWrittenFiles, type FileArgs, fileOf } from '../../uploads/fileArgs.ts';
import { type BulkResult, forEachMatch } from './bulk.ts';
import { runBeforeWrite } from './internalHooks.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth } from './shared.ts';
import { updateOne } from './updateByID.ts';

export type UpdateArgs = OperationBase &
  LockOptions &
  FileArgs & {
    where: unknown;
    data: unknown;
    depth?: unknown;
    select?: Record<string, unknown>;
    /** With drafts: save drafts, leaving published documents as they are. Defaults to `false`. */
    draft?: boolean;
    /** Match trashed documents too, e.g. to restore them (`data: { deletedAt: null }`). Defaults to `false`. */
    trash?: boolean;
  };

/** Updates every document matching `where` that the caller may update. */
export async function update(incoming: UpdateArgs): Promise<BulkResult> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'update', incoming, incoming.req, context);
  const { req } = args;
  const depth = sanitizeDepth(req, args.depth);
  // Once for every match: a password is hashed once.
  const { data, state } = await runBeforeWrite(req, collection, {
    operation: 'update',
    data: args.data,
    overrideAccess: args.overrideAccess,
    file: fileOf(collection, args),
    isBulk: true,
  });
  let result: Awaited<ReturnType<typeof forEachMatch>>;
  try {
    result = await forEachMatch(
      req,
      collection,
      args.where,
      'update',
      args.overrideAccess,
      (id) => updateOne(req, collection, id, depth, context, { ...args, data, state }),
      { trash: args.trash },
    );
  } catch (error) {
    await discardWrittenFiles(collection, state);
    throw error;
  }
  // One file for every match: kept while any of them saved it.
  if (result.docs.length === 0) await discardWrittenFiles(collection, state);
  return runAfterOperation(collection, 'update', args, result, req, context);
}
