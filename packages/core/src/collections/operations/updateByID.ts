import type { Document } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { loadStored } from './findByID.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth, sanitizeID } from './shared.ts';
import { writeDocument } from './writeDocument.ts';

export type UpdateByIDArgs = OperationBase & {
  id: unknown;
  /** Fields to change; fields left out keep their stored value. */
  data: unknown;
  depth?: unknown;
  select?: Record<string, unknown>;
};

/** Updates one document the caller may update; `NotFound` when it is missing or outside their access. */
export async function updateByID(incoming: UpdateByIDArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'updateByID', incoming, incoming.req, context);
  const { req } = args;
  const id = sanitizeID(collection, args.id);
  const depth = sanitizeDepth(req, args.depth);
  const doc = await withTransaction(req, async () => {
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
  return runAfterOperation(collection, 'updateByID', args, doc, req, context);
}
