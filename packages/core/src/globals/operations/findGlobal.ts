import { sanitizeDepth } from '../../collections/operations/shared.ts';
import { readEntity } from '../../collections/readDocuments.ts';
import type { SanitizedGlobal } from '../../config/types.ts';
import type { AtriumRequest, Document } from '../../types.ts';
import { findLatestVersion, versionTarget } from '../../versions/versionRows.ts';
import { checkGlobalAccess, type GlobalOperationBase, getGlobal, globalPermission } from './shared.ts';

export type FindGlobalArgs = GlobalOperationBase & {
  depth?: unknown;
  select?: Record<string, unknown>;
  /** With drafts, for a caller who may see them: the latest draft. Defaults to `false`. */
  draft?: boolean;
};

/** Reads a stored global (or a fresh one never written) through the read pipeline. */
export async function readGlobal(
  req: AtriumRequest,
  global: SanitizedGlobal,
  stored: Record<string, unknown>,
  depth: number,
  context: Record<string, unknown>,
  select?: Record<string, unknown>,
  overrideAccess?: boolean,
) {
  const [doc] = await readEntity(
    { flattenedFields: global.flattenedFields, fieldSchema: global.fieldSchema, hooks: global.hooks, owner: { global } },
    [stored as Document],
    { req, depth, context, select, overrideAccess },
  );
  return { ...doc, globalType: global.slug } as Record<string, unknown>;
}

/** The global's document, populated to `depth`. */
export async function findGlobal(args: FindGlobalArgs): Promise<Record<string, unknown>> {
  const { req } = args;
  const global = getGlobal(req, args.slug);
  const context = args.context ?? req.context;
  const depth = sanitizeDepth(req, args.depth);
  await checkGlobalAccess(req, global, 'read', args.overrideAccess);
  let stored = (await req.db.findGlobal({ slug: global.slug, transaction: req.transaction })) ?? {};
  const versions = versionTarget(req, global);
  if (versions?.drafts) {
    const mayReadDrafts = args.overrideAccess === true || (await globalPermission(req, global, 'readVersions'));
    if (args.draft && mayReadDrafts) {
      const latest = await findLatestVersion(req, versions.collection, undefined);
      if (latest) stored = { ...(latest.version as Record<string, unknown>), createdAt: stored.createdAt };
    } else if (stored._status === 'draft' && !mayReadDrafts) {
      // Never published (or unpublished): to the public it is as if it had never been written.
      stored = {};
    }
  }
  return readGlobal(req, global, stored, depth, context, args.select, args.overrideAccess);
}
