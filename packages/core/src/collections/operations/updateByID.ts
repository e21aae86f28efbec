import type { SanitizedCollection } from '../../config/types.ts';
import { checkLock, type LockOptions } from '../../locking/checkLock.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import type { WriteState } from '../../write/types.ts';
import { checkUnchangedSince } from '../../write/updatedAt.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { collectionTarget } from './collectionTarget.ts';
import { loadStored } from './findByID.ts';
import { runBeforeWrite } from './internalHooks.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth, sanitizeID } from './shared.ts';

export type UpdateByIDArgs = OperationBase &
  LockOptions & {
    id: unknown;
    /** Fields to change; fields left out keep their stored value. */
    data: unknown;
    depth?: unknown;
    select?: Record<string, unknown>;
    /**
     * The document's `updatedAt` as the caller read it: when it has changed since, nothing is written and the
     * update fails with `Conflict` (409). The REST API takes it from the `X-Atrium-Updated-At` header.
     */
    expectedUpdatedAt?: string;
  };

type WriteOptions = Pick<UpdateByIDArgs, 'data' | 'select' | 'overrideAccess' | 'expectedUpdatedAt' | 'overrideLock'> & {
  /** What the internal beforeWrite hooks kept for the storage step. */
  state: WriteState;
};

/** Updates one document inside the current transaction: the stored row (locked for the write), then the write pipeline. */
export async function updateOne(
  req: AtriumRequest,
  collection: SanitizedCollection,
  id: DocumentID,
  depth: number,
  context: Record<string, unknown>,
  { data, select, overrideAccess, state, expectedUpdatedAt, overrideLock }: WriteOptions,
): Promise<Document> {
  const original = await loadStored(req, collection, id, 'update', overrideAccess);
  await checkLock(req, { kind: 'collection', collection, id }, { overrideLock, overrideAccess });
  // The row is locked for this write, so nobody can slip in between the check and the write.
  if (collection.timestamps) checkUnchangedSince(original.updatedAt, expectedUpdatedAt);
  const target = collectionTarget(collection, { req, operation: 'update', depth, context, select, overrideAccess });
  return writeDocument({ req, target, data, original, context, overrideAccess, state });
}

/** Updates one document the caller may update; `NotFound` when it is missing or outside their access. */
export async function updateByID(incoming: UpdateByIDArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'updateByID', incoming, incoming.req, context);
  const { req } = args;
  const id = sanitizeID(collection, args.id);
  const depth = sanitizeDepth(req, args.depth);
  const { data, state } = await runBeforeWrite(req, collection, {
    operation: 'update',
    data: args.data,
    id,
    overrideAccess: args.overrideAccess,
  });
  const doc = await withTransaction(req, () => updateOne(req, collection, id, depth, context, { ...args, data, state }));
  return runAfterOperation(collection, 'updateByID', args, doc, req, context);
}
