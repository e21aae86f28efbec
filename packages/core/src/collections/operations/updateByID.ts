import type { SanitizedCollection } from '../../config/types.ts';
import { checkLock, type LockOptions } from '../../locking/checkLock.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import { discardWrittenFiles, type FileArgs, fileOf } from '../../uploads/fileArgs.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { checkPublishLocale } from '../../versions/publishLocale.ts';
import { findLatestVersion, withLatestDraft } from '../../versions/versionRows.ts';
import type { WriteState } from '../../write/types.ts';
import { checkUnchangedSince } from '../../write/updatedAt.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { isTrashed } from '../trash.ts';
import { collectionTarget } from './collectionTarget.ts';
import { checkTrashAccess } from './deleteByID.ts';
import { loadStored } from './findByID.ts';
import { runBeforeWrite } from './internalHooks.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth, sanitizeID } from './shared.ts';

export type UpdateByIDArgs = OperationBase &
  LockOptions &
  FileArgs & {
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
    /** With drafts: save a draft, leaving the published document as it is. Defaults to `false`. */
    draft?: boolean;
    /** With `draft`: an autosave (the latest autosave version is updated in place). Defaults to `false`. */
    autosave?: boolean;
    /** With drafts and localization: publish this locale only (the others stay as published). */
    publishSpecificLocale?: string;
    /** Find the document in the trash too, to restore it (`data: { deletedAt: null }`) or change it there. Defaults to `false`. */
    trash?: boolean;
  };

type WriteOptions = Pick<
  UpdateByIDArgs,
  | 'data'
  | 'select'
  | 'overrideAccess'
  | 'expectedUpdatedAt'
  | 'draft'
  | 'autosave'
  | 'publishSpecificLocale'
  | 'trash'
  | 'overrideLock'
> & {
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
  options: WriteOptions,
): Promise<Document> {
  const { data, select, overrideAccess, state, expectedUpdatedAt, trash, overrideLock } = options;
  const stored = await loadStored(req, collection, id, 'update', overrideAccess, trash);
  await checkLock(req, { kind: 'collection', collection, id }, { overrideLock, overrideAccess });
  // Setting `deletedAt` is trashing (Payload's way), which delete access must allow too; Payload asks it whatever
  // the row's state, so a trashed document's date cannot be moved without it either.
  if (collection.trash && isTrashing(data)) await checkTrashAccess(req, collection, id, data, overrideAccess);
  const target = collectionTarget(collection, { req, operation: 'update', depth, context, select, overrideAccess });
  const latestVersion = target.versions ? await findLatestVersion(req, target.versions.collection, id) : undefined;
  // With drafts an edit continues from the latest draft, which may be newer than the published row.
  const original = target.versions?.drafts ? withLatestDraft(stored, latestVersion ?? null) : stored;
  // The row is locked for this write, so nobody can slip in between the check and the write.
  if (collection.timestamps) checkUnchangedSince(original.updatedAt, expectedUpdatedAt);
  const publishSpecificLocale = checkPublishLocale(req, options.publishSpecificLocale);
  return writeDocument({
    req,
    target,
    data,
    original,
    published: stored,
    latestVersion,
    context,
    overrideAccess,
    state,
    draft: options.draft,
    autosave: options.autosave,
    publishSpecificLocale,
  });
}

function isTrashing(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && isTrashed(data as Record<string, unknown>);
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
    file: fileOf(collection, args),
  });
  let doc: Document;
  try {
    doc = await withTransaction(req, () => updateOne(req, collection, id, depth, context, { ...args, data, state }));
  } catch (error) {
    await discardWrittenFiles(collection, state);
    throw error;
  }
  return runAfterOperation(collection, 'updateByID', args, doc, req, context);
}
