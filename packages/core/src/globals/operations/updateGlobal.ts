import { sanitizeDepth } from '../../collections/operations/shared.ts';
import { checkLock, type LockOptions } from '../../locking/checkLock.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { checkUnchangedSince } from '../../write/updatedAt.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { globalTarget } from './globalTarget.ts';
import { checkGlobalAccess, type GlobalOperationBase, getGlobal } from './shared.ts';

export type UpdateGlobalArgs = GlobalOperationBase &
  LockOptions & {
    data: unknown;
    depth?: unknown;
    select?: Record<string, unknown>;
    /** The global's `updatedAt` as the caller read it: changed since, nothing is written (`Conflict`, 409). */
    expectedUpdatedAt?: string;
  };

/** Changes a global: the same write pipeline as a collection update, in one transaction. */
export async function updateGlobal(args: UpdateGlobalArgs): Promise<Record<string, unknown>> {
  const { req, overrideAccess } = args;
  const global = getGlobal(req, args.slug);
  const context = args.context ?? req.context;
  const depth = sanitizeDepth(req, args.depth);

  // --- access
  await checkGlobalAccess(req, global, 'update', overrideAccess);

  // --- the stored global, locked for the write, then the write pipeline
  return withTransaction(req, async () => {
    const original = (await req.db.findGlobal({ slug: global.slug, transaction: req.transaction, forUpdate: true })) ?? undefined;
    checkUnchangedSince(original?.updatedAt, args.expectedUpdatedAt);
    await checkLock(req, { kind: 'global', global }, { overrideLock: args.overrideLock, overrideAccess });
    const target = globalTarget(global, { req, depth, context, select: args.select, overrideAccess });
    return writeDocument({ req, target, data: args.data, original, context, overrideAccess });
  });
}
