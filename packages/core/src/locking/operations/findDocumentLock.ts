import { executeAccess } from '../../access/executeAccess.ts';
import { checkGlobalAccess } from '../../globals/operations/shared.ts';
import type { DocumentLock } from '../../rest/types.ts';
import { findLockRow, isActive, lockKeyOf, presentLock } from '../lockRows.ts';
import { type LockArgs, requireUser, resolveTarget } from './shared.ts';

/** Who is editing a document or global right now: its active lock, or `null` (none, or lapsed). */
export async function findDocumentLock(args: LockArgs): Promise<DocumentLock | null> {
  const { req } = args;
  requireUser(req);
  const { target, duration } = resolveTarget(args);
  if (target.kind === 'global') await checkGlobalAccess(req, target.global, 'read');
  else await executeAccess({ req, collection: target.collection, operation: 'read' });
  const row = await findLockRow(req, lockKeyOf(target));
  return isActive(row, duration) ? presentLock(req, target, row, duration) : null;
}
