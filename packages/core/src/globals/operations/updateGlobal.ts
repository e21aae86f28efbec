import { sanitizeDepth } from '../../collections/operations/shared.ts';
import { checkLock, type LockOptions } from '../../locking/checkLock.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { checkPublishLocale } from '../../versions/publishLocale.ts';
import { findLatestVersion } from '../../versions/versionRows.ts';
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
    /** With drafts: save a draft, leaving the published global as it is. Defaults to `false`. */
    draft?: boolean;
    /** With `draft`: an autosave (the latest autosave version is updated in place). Defaults to `false`. */
    autosave?: boolean;
    /** With drafts and localization: publish this locale only. */
    publishSpecificLocale?: string;
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
    const stored = (await req.db.findGlobal({ slug: global.slug, transaction: req.transaction, forUpdate: true })) ?? undefined;
    await checkLock(req, { kind: 'global', global }, { overrideLock: args.overrideLock, overrideAccess });
    const target = globalTarget(global, { req, depth, context, select: args.select, overrideAccess });
    const latestVersion = target.versions ? await findLatestVersion(req, target.versions.collection, undefined) : undefined;
    // With drafts an edit continues from the latest draft, which may be newer than the published global.
    const original =
      target.versions?.drafts && latestVersion
        ? { ...(latestVersion.version as Record<string, unknown>), createdAt: stored?.createdAt }
        : stored;
    checkUnchangedSince(original?.updatedAt, args.expectedUpdatedAt);
    return writeDocument({
      req,
      target,
      data: args.data,
      original,
      published: stored,
      latestVersion,
      context,
      overrideAccess,
      draft: args.draft,
      autosave: args.autosave,
      publishSpecificLocale: checkPublishLocale(req, args.publishSpecificLocale),
    });
  });
}
