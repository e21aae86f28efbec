import { type BulkResult, forEachMatch } from './bulk.ts';
import { deleteOne } from './deleteByID.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth } from './shared.ts';

export type DeleteArgs = OperationBase & {
  where: unknown;
  depth?: unknown;
  /** Match trashed documents too, which are then deleted for good ("empty trash"). Defaults to `false`. */
  trash?: boolean;
};

/** Deletes every document matching `where` that the caller may delete (live ones to the trash, where the collection has one). */
export async function deleteMany(incoming: DeleteArgs): Promise<BulkResult> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'delete', incoming, incoming.req, context);
  const { req } = args;
  const depth = sanitizeDepth(req, args.depth);
  // Without the trash in the match every document goes to the trash, and the access function is told so.
  const accessData = collection.trash && !args.trash ? { deletedAt: new Date().toISOString() } : undefined;
  const result = await forEachMatch(
    req,
    collection,
    args.where,
    'delete',
    args.overrideAccess,
    (id) => deleteOne(req, collection, id, depth, context, args.overrideAccess, args.trash),
    { trash: args.trash, accessData },
  );
  return runAfterOperation(collection, 'delete', args, result, req, context);
}
