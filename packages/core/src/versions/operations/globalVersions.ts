import { findRowsByID } from '../../collections/findRowsByID.ts';
import { type FindArgs, findIn, type PaginatedDocs } from '../../collections/operations/find.ts';
import { sanitizeDepth, sanitizeID } from '../../collections/operations/shared.ts';
import { readDocuments } from '../../collections/readDocuments.ts';
import type { SanitizedGlobal } from '../../config/types.ts';
import { NotFound } from '../../errors/index.ts';
import { globalTarget } from '../../globals/operations/globalTarget.ts';
import { checkGlobalAccess, type GlobalOperationBase, getGlobal } from '../../globals/operations/shared.ts';
import type { AtriumRequest, Document } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { findLatestVersion, type VersionTarget, versionTarget } from '../versionRows.ts';

export type FindGlobalVersionsArgs = GlobalOperationBase & Omit<FindArgs, 'collection' | 'req' | 'draft'>;
export type FindGlobalVersionByIDArgs = GlobalOperationBase & { id: unknown; depth?: unknown; select?: Record<string, unknown> };
export type RestoreGlobalVersionArgs = GlobalOperationBase & { id: unknown; depth?: unknown; draft?: boolean };

function versionedGlobal(req: AtriumRequest, slug: string): { global: SanitizedGlobal; versions: VersionTarget } {
  const global = getGlobal(req, slug);
  const versions = versionTarget(req, global);
  if (!versions) throw new NotFound('error:noVersions', { slug: global.slug });
  return { global, versions };
}

/** `GET /api/globals/{slug}/versions`: the global's versions, paginated, with `where` on `version.*`. */
export async function findGlobalVersions(args: FindGlobalVersionsArgs): Promise<PaginatedDocs> {
  const { global, versions } = versionedGlobal(args.req, args.slug);
  await checkGlobalAccess(args.req, global, 'readVersions', args.overrideAccess);
  return findIn(versions.collection, { ...args, collection: versions.collection.slug });
}

/** `GET /api/globals/{slug}/versions/:id`: one version of the global. */
export async function findGlobalVersionByID(args: FindGlobalVersionByIDArgs): Promise<Document> {
  const { req } = args;
  const { global, versions } = versionedGlobal(req, args.slug);
  await checkGlobalAccess(req, global, 'readVersions', args.overrideAccess);
  const id = sanitizeID(versions.collection, args.id);
  const [row] = await findRowsByID(req, versions.collection, [id], undefined);
  if (!row) throw new NotFound('error:versionNotFound', { id, slug: global.slug });
  const [doc] = await readDocuments(versions.collection, [row], {
    req,
    depth: sanitizeDepth(req, args.depth),
    context: args.context ?? req.context,
    select: args.select,
    overrideAccess: args.overrideAccess,
  });
  return doc;
}

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
