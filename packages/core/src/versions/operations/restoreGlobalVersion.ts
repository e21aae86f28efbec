import { findRowsByID } from '../../collections/findRowsByID.ts';
import { sanitizeDepth, sanitizeID } from '../../collections/operations/shared.ts';
import { NotFound } from '../../errors/index.ts';
import { globalTarget } from '../../globals/operations/globalTarget.ts';
import { checkGlobalAccess, type GlobalOperationBase } from '../../globals/operations/shared.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { findLatestVersion } from '../versionRows.ts';
import { versionedGlobal } from './shared.ts';

export type RestoreGlobalVersionArgs = GlobalOperationBase & {
  id: unknown;
  depth?: unknown;
  /** With drafts: restore as a draft, leaving the published global as it is. Defaults to `false`. */
  draft?: boolean;
};

/** `POST /api/globals/{slug}/versions/:id`: the version's content saved again (published, or with `draft` as the latest draft). */
export async function restoreGlobalVersion(args: RestoreGlobalVersionArgs): Promise<Record<string, unknown>> {
  const { req, overrideAccess } = args;
  const { global, versions } = versionedGlobal(req, args.slug);
  const depth = sanitizeDepth(req, args.depth);
  const context = args.context ?? req.context;
  await checkGlobalAccess(req, global, 'readVersions', overrideAccess);
  await checkGlobalAccess(req, global, 'update', overrideAccess);
  return withTransaction(req, async () => {
    const id = sanitizeID(versions.collection, args.id);
    const [version] = await findRowsByID(req, versions.collection, [id], undefined);
    if (!version) throw new NotFound('error:versionNotFound', { id, slug: global.slug });
    const stored = (await req.db.findGlobal({ slug: global.slug, transaction: req.transaction, forUpdate: true })) ?? undefined;
    const latestVersion = await findLatestVersion(req, versions.collection, undefined);
    const target = globalTarget(global, { req, depth, context, overrideAccess });
    const draft = Boolean(args.draft && versions.drafts);
    return writeDocument({
      req,
      target,
      // Payload's restore: the version's own `_status`, unless it is restored as a draft.
      data: draft ? { _status: 'draft' } : {},
      original: { ...(version.version as Record<string, unknown>), createdAt: stored?.createdAt },
      published: stored,
      latestVersion,
      context,
      overrideAccess,
      draft,
    });
  });
}
