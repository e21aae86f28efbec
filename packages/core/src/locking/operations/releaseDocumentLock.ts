import { deleteByID } from '../../collections/operations/deleteByID.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { lockedDocumentsSlug } from '../lockedDocumentsCollection.ts';
import { findLockRow, holderOf, isActive, lockedError, lockKeyOf } from '../lockRows.ts';
import { type LockArgs, requireUser, resolveTarget } from './shared.ts';

/**
 * Lets go of the caller's lock (the editor left). Nothing to release is no error: the admin releases when a tab
 * closes, perhaps after the lock lapsed or was taken over. Another user's active lock answers 423: taking it is
 * `lockDocument` with `takeOver`.
 */
export async function releaseDocumentLock(args: LockArgs): Promise<void> {
  const { req } = args;
  const user = requireUser(req);
  const { target, duration } = resolveTarget(args);
  const key = lockKeyOf(target);
  await withTransaction(req, async () => {
    await req.db.lockTransaction({ transaction: req.transaction!, name: `document-lock:${key}` });
    const row = await findLockRow(req, key);
    if (!row) return;
    if (isActive(row, duration) && row.holder !== holderOf(user)) throw await lockedError(req, target, row, duration);
    await deleteByID({ collection: lockedDocumentsSlug, id: row.id, req, depth: 0, overrideAccess: true });
  });
}
