import { create } from '../../collections/operations/create.ts';
import { loadStored } from '../../collections/operations/findByID.ts';
import { updateByID } from '../../collections/operations/updateByID.ts';
import { Forbidden } from '../../errors/index.ts';
import { checkGlobalAccess } from '../../globals/operations/shared.ts';
import type { DocumentLock } from '../../rest/types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { lockedDocumentsSlug } from '../lockedDocumentsCollection.ts';
import { findLockRow, holderOf, isActive, lockedError, lockKeyOf, mayUnlock, presentLock, type StoredLock } from '../lockRows.ts';
import { type LockArgs, requireUser, resolveTarget } from './shared.ts';

export type LockDocumentArgs = LockArgs & {
  /** Take the lock from another user who holds it; needs `unlock` access. Defaults to `false` (423 instead). */
  takeOver?: boolean;
};

/**
 * Takes or renews the caller's lock on a document or global they may update. Another user's active lock answers 423
 * naming them, unless `takeOver` (with `unlock` access) moves it to the caller. Serialized per document across
 * server processes (a transaction lock on the lock's key), so two editors opening one document never both get it.
 */
export async function lockDocument(args: LockDocumentArgs): Promise<DocumentLock> {
  const { req } = args;
  const user = requireUser(req);
  const { target, duration } = resolveTarget(args);
  if (target.kind === 'global') await checkGlobalAccess(req, target.global, 'update');
  const key = lockKeyOf(target);
  const holder = holderOf(user);
  return withTransaction(req, async () => {
    await req.db.lockTransaction({ transaction: req.transaction!, name: `document-lock:${key}` });
    // Inside the transaction: the document must still exist and be the caller's to update.
    if (target.kind === 'collection') await loadStored(req, target.collection, target.id, 'update', false);
    const row = await findLockRow(req, key);
    if (isActive(row, duration) && row.holder !== holder) {
      if (!args.takeOver) throw await lockedError(req, target, row, duration);
      if (!(await mayUnlock(req, target))) throw new Forbidden('lock:takeOverNotAllowed');
    }
    const owner = { relationTo: user.collection, value: user.id };
    // The lock rows are written only here and by the release; the caller's rights were checked above.
    const saved = row
      ? await updateByID({
          collection: lockedDocumentsSlug,
          id: row.id,
          req,
          data: { user: owner, holder },
          depth: 0,
          overrideAccess: true,
        })
      : await create({
          collection: lockedDocumentsSlug,
          req,
          depth: 0,
          overrideAccess: true,
          data: {
            ...(target.kind === 'collection'
              ? { document: { relationTo: target.collection.slug, value: target.id } }
              : { globalSlug: target.global.slug }),
            user: owner,
            lockKey: key,
            holder,
          },
        });
    return presentLock(req, target, { ...saved, lockKey: key, holder } as unknown as StoredLock, duration);
  });
}
