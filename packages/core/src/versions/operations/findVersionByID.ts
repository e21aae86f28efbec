import type { OperationBase } from '../../collections/operations/shared.ts';
import { sanitizeDepth } from '../../collections/operations/shared.ts';
import { readDocuments } from '../../collections/readDocuments.ts';
import type { Document } from '../../types.ts';
import { loadVersion, versionedCollection } from './shared.ts';

export type FindVersionByIDArgs = OperationBase & { id: unknown; depth?: unknown; select?: Record<string, unknown> };

/** `GET /api/{slug}/versions/:id`: one version. */
export async function findVersionByID(args: FindVersionByIDArgs): Promise<Document> {
  const { req } = args;
  const { collection, versions } = versionedCollection(req, args.collection);
  const row = await loadVersion(req, collection, versions.collection, args.id, args.overrideAccess);
  const [doc] = await readDocuments(versions.collection, [row], {
    req,
    depth: sanitizeDepth(req, args.depth),
    context: args.context ?? req.context,
    select: args.select,
    overrideAccess: args.overrideAccess,
  });
  return doc;
}
