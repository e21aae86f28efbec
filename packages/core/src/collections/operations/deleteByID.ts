import { executeAccess } from '../../access/executeAccess.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import { NotFound } from '../../errors/index.ts';
import { checkLock, type LockOptions } from '../../locking/checkLock.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { deleteVersionsOf, versionTarget } from '../../versions/versionRows.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { findRowsByID } from '../findRowsByID.ts';
import { readDocuments } from '../readDocuments.ts';
import { isTrashed } from '../trash.ts';
import { collectionTarget } from './collectionTarget.ts';
import { loadStored } from './findByID.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth, sanitizeID } from './shared.ts';

export type DeleteByIDArgs = OperationBase &
  LockOptions & {
    id: unknown;
    depth?: unknown;
    /** Reach a document in the trash, to delete it for good (a collection with `trash: true`). Defaults to `false`. */
    trash?: boolean;
  };

/**
 * Deletes one document inside the current transaction and answers it as it was. In a collection with a trash,
 * a live document goes to the trash (an update of its `deletedAt`, with update hooks) and a trashed one, reached
 * only with `trash` as in reads, is removed for good: a repeated or retried delete finds nothing to remove.
 */
export async function deleteOne(
  req: AtriumRequest,
  collection: SanitizedCollection,
  id: DocumentID,
  depth: number,
  context: Record<string, unknown>,
  overrideAccess?: boolean,
  trash?: boolean,
  overrideLock?: boolean,
): Promise<Document> {
  if (collection.trash) {
    const [row] = await findRowsByID(req, collection, [id], undefined, true);
    if (row && !isTrashed(row)) return trashOne(req, collection, row, depth, context, overrideAccess, overrideLock);
    if (row && !trash) throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
  }
  const stored = await loadStored(req, collection, id, 'delete', overrideAccess, true);
  await checkLock(req, { kind: 'collection', collection, id }, { overrideLock, overrideAccess });
  for (const hook of collection.hooks.beforeDelete) await hook({ id, collection, req, context });
  const [doc] = await readDocuments(collection, [stored], { req, depth, context, overrideAccess });
  if (!(await req.db.deleteOne({ collection: collection.slug, id, transaction: req.transaction }))) {
    throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
  }
  // Before the versions go: a hook may need them (uploads: the files only older versions name).
  for (const hook of collection.internalHooks.afterDelete) await hook({ req, collection, id, row: stored });
  const versions = versionTarget(req, collection);
  if (versions) await deleteVersionsOf(req, versions, id);
  for (const hook of collection.hooks.afterDelete) await hook({ id, doc, collection, req, context });
  return doc;
}

/**
 * Moves a live document (its row locked by the caller) to the trash. Delete access decides, and is handed the
 * `deletedAt` being set, as Payload does, so an access function can allow trashing but not deleting for good.
 */
async function trashOne(
  req: AtriumRequest,
  collection: SanitizedCollection,
  row: Record<string, unknown> & { id: DocumentID },
  depth: number,
  context: Record<string, unknown>,
  overrideAccess?: boolean,
  overrideLock?: boolean,
): Promise<Document> {
  const data = { deletedAt: new Date().toISOString() };
  await checkTrashAccess(req, collection, row.id, data, overrideAccess);
  await checkLock(req, { kind: 'collection', collection, id: row.id }, { overrideLock, overrideAccess });
  const target = collectionTarget(collection, { req, operation: 'update', depth, context, overrideAccess });
  return writeDocument({ req, target, data, original: row, context, overrideAccess });
}

/** Delete access for moving document `id` to the trash with `data`: `Forbidden`, or `NotFound` outside an access `Where`. */
export async function checkTrashAccess(
  req: AtriumRequest,
  collection: SanitizedCollection,
  id: DocumentID,
  data: Record<string, unknown>,
  overrideAccess: boolean | undefined,
): Promise<void> {
  const access = await executeAccess({ req, collection, operation: 'delete', id, data, overrideAccess });
  if (!access.where) return;
  const rows = await findRowsByID(req, collection, [id], access.where);
  if (rows.length === 0) throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
}

/** Deletes one document the caller may delete (to the trash first, where the collection has one); `NotFound` otherwise. */
export async function deleteByID(incoming: DeleteByIDArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'deleteByID', incoming, incoming.req, context);
  const { req } = args;
  const id = sanitizeID(collection, args.id);
  const depth = sanitizeDepth(req, args.depth);
  const doc = await withTransaction(req, () =>
    deleteOne(req, collection, id, depth, context, args.overrideAccess, args.trash, args.overrideLock),
  );
  return runAfterOperation(collection, 'deleteByID', args, doc, req, context);
}
