import { type BulkResult, forEachMatch } from './bulk.ts';
import { loadStored } from './findByID.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth } from './shared.ts';
import { writeDocument } from './writeDocument.ts';

export type UpdateArgs = OperationBase & { where: unknown; data: unknown; depth?: unknown; select?: Record<string, unknown> };

/** Updates every document matching `where` that the caller may update. */
export async function update(incoming: UpdateArgs): Promise<BulkResult> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'update', incoming, incoming.req, context);
  const { req } = args;
  const depth = sanitizeDepth(req, args.depth);
  const result = await forEachMatch(req, collection, args.where, 'update', args.overrideAccess, async (id) => {
    const original = await loadStored(req, collection, id, 'update', args.overrideAccess);
    return writeDocument({
      req,
      collection,
      data: args.data,
      original,
      depth,
      context,
      select: args.select,
      overrideAccess: args.overrideAccess,
    });
  });
  return runAfterOperation(collection, 'update', args, result, req, context);
}
