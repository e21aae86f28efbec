import type { SanitizedCollection } from '../../config/types.ts';
import { NotFound } from '../../errors/index.ts';
import { checkLock, type LockOptions } from '../../locking/checkLock.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { readDocuments } from '../readDocuments.ts';
import { loadStored } from './findByID.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth, sanitizeID } from './shared.ts';

export type DeleteByIDArgs = OperationBase & LockOptions & { id: unknown; depth?: unknown };

/** Deletes one document inside the current transaction and answers it as it was. */
export async function deleteOne(
  req: AtriumRequest,
  collection: SanitizedCollection,
  id: DocumentID,
  depth: number,
  context: Record<string, unknown>,
  overrideAccess?: boolean,
  overrideLock?: boolean,
): Promise<Document> {
  const stored = await loadStored(req, collection, id, 'delete', overrideAccess);
  await checkLock(req, { kind: 'collection', collection, id }, { overrideLock, overrideAccess });
  for (const hook of collection.hooks.beforeDelete) await hook({ id, collection, req, context });
  const [doc] = await readDocuments(collection, [stored], { req, depth, context, overrideAccess });
  if (!(await req.db.deleteOne({ collection: collection.slug, id, transaction: req.transaction }))) {
    throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
  }
  for (const hook of collection.internalHooks.afterDelete) await hook({ req, collection, id });
  for (const hook of collection.hooks.afterDelete) await hook({ id, doc, collection, req, context });
  return doc;
}

/** Deletes one document the caller may delete; `NotFound` otherwise. */
export async function deleteByID(incoming: DeleteByIDArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'deleteByID', incoming, incoming.req, context);
  const { req } = args;
  const id = sanitizeID(collection, args.id);
  const depth = sanitizeDepth(req, args.depth);
  const doc = await withTransaction(req, () =>
    deleteOne(req, collection, id, depth, context, args.overrideAccess, args.overrideLock),
  );
  return runAfterOperation(collection, 'deleteByID', args, doc, req, context);
}
