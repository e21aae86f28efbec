import type { SanitizedCollection } from '../../config/types.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import type { UploadFile } from '../../uploads/types.ts';
import type { WriteState } from '../../write/types.ts';

/**
 * The internal beforeWrite hooks of a create or update (auth: the password checked and hashed; uploads: the file
 * stored), after access and
 * before the transaction opens. Answers the data to write and what the hooks keep for the storage step (or, with
 * `isCheck`, the keys they took and their errors: form state).
 */
export async function runBeforeWrite(
  req: AtriumRequest,
  collection: SanitizedCollection,
  args: {
    operation: 'create' | 'update';
    data: unknown;
    id?: DocumentID;
    overrideAccess?: boolean;
    isCheck?: boolean;
    file?: UploadFile;
    isBulk?: boolean;
  },
): Promise<{ data: unknown; state: WriteState }> {
  const state: WriteState = {};
  let data = args.data;
  for (const hook of collection.internalHooks.beforeWrite) data = await hook({ ...args, data, req, collection, state });
  return { data, state };
}

/** The internal afterCreate hooks (auth: the verification mail), once the create's transaction committed. */
export async function runAfterCreate(
  req: AtriumRequest,
  collection: SanitizedCollection,
  doc: Document,
  args: Record<string, unknown>,
  state: WriteState,
): Promise<void> {
  for (const hook of collection.internalHooks.afterCreate) await hook({ req, collection, state, doc, args });
}
