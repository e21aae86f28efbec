import type { AtriumRequest } from '../types.ts';
import {
  durationOf,
  findLockRow,
  hasLocks,
  holderOf,
  isActive,
  type LockTarget,
  lockedError,
  lockKeyOf,
  mayUnlock,
} from './lockRows.ts';

/** How a write treats someone else's lock. */
export type LockOptions = {
  /**
   * Write even when another user holds the document's lock. Their lock stays: they are still editing, and their
   * next save meets the 409 question. Needs `unlock` access unless `overrideAccess`. Defaults to `true` (the Local
   * API, as Payload); REST passes `false` unless the request says `overrideLock=true`.
   */
  overrideLock?: boolean;
  overrideAccess?: boolean;
};

/**
 * Before an update or delete: 423 when another user holds an active lock on `target` and the caller may not write
 * through it. The holder's own writes pass, and so do all writes once the lock has lapsed.
 */
export async function checkLock(req: AtriumRequest, target: LockTarget, options: LockOptions): Promise<void> {
  const duration = durationOf(target);
  if (duration === false || !hasLocks(req)) return;
  const row = await findLockRow(req, lockKeyOf(target));
  if (!isActive(row, duration)) return;
  if (req.user && row.holder === holderOf(req.user)) return;
  if ((options.overrideLock ?? true) && (options.overrideAccess || (await mayUnlock(req, target)))) return;
  throw await lockedError(req, target, row, duration);
}
