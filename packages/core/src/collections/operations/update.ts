import { checkBeforeHashing, takePassword } from '../../auth/password.ts';
import { type BulkResult, forEachMatch } from './bulk.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth } from './shared.ts';
import { updateOne } from './updateByID.ts';

export type UpdateArgs = OperationBase & { where: unknown; data: unknown; depth?: unknown; select?: Record<string, unknown> };

/** Updates every document matching `where` that the caller may update. */
export async function update(incoming: UpdateArgs): Promise<BulkResult> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'update', incoming, incoming.req, context);
  const { req } = args;
  const depth = sanitizeDepth(req, args.depth);
  await checkBeforeHashing(req, collection, args.data, undefined, args.overrideAccess);
  const { data, secrets } = await takePassword(req, collection, args.data, 'update');
  const result = await forEachMatch(req, collection, args.where, 'update', args.overrideAccess, (id) =>
    updateOne(req, collection, id, depth, context, { ...args, data, secrets }),
  );
  return runAfterOperation(collection, 'update', args, result, req, context);
}
