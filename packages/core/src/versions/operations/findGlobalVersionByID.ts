import { findRowsByID } from '../../collections/findRowsByID.ts';
import { sanitizeDepth, sanitizeID } from '../../collections/operations/shared.ts';
import { readDocuments } from '../../collections/readDocuments.ts';
import { NotFound } from '../../errors/index.ts';
import { checkGlobalAccess, type GlobalOperationBase } from '../../globals/operations/shared.ts';
import type { Document } from '../../types.ts';
import { versionedGlobal } from './shared.ts';

export type FindGlobalVersionByIDArgs = GlobalOperationBase & { id: unknown; depth?: unknown; select?: Record<string, unknown> };

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
