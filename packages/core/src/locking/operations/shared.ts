import { getCollection, sanitizeID } from '../../collections/operations/shared.ts';
import { BadRequest, Unauthorized } from '../../errors/index.ts';
import { getGlobal } from '../../globals/operations/shared.ts';
import type { AtriumRequest } from '../../types.ts';
import { durationOf, hasLocks, type LockTarget } from '../lockRows.ts';

/** A collection document (`collection` and `id`) or a global (`global`). */
export type LockArgs = { req: AtriumRequest; collection?: string; id?: unknown; global?: string };

/** The caller, who must be signed in: a lock belongs to a user. */
export function requireUser(req: AtriumRequest): NonNullable<AtriumRequest['user']> {
  if (!req.user) throw new Unauthorized();
  return req.user;
}

/** The target the arguments name, with its lock duration; 400 when it is not locked at all (`lockDocuments: false`). */
export function resolveTarget(args: LockArgs): { target: LockTarget; duration: number } {
  const { req } = args;
  const target: LockTarget =
    args.global !== undefined
      ? { kind: 'global', global: getGlobal(req, args.global) }
      : (() => {
          const collection = getCollection(req, args.collection ?? '');
          return { kind: 'collection', collection, id: sanitizeID(collection, args.id) } as const;
        })();
  const duration = durationOf(target);
  if (duration === false || !hasLocks(req)) {
    const slug = target.kind === 'global' ? target.global.slug : target.collection.slug;
    throw new BadRequest('lock:notLockable', { slug });
  }
  return { target, duration };
}
