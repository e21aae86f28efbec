import { type FindArgs, findIn, type PaginatedDocs } from '../../collections/operations/find.ts';
import { checkGlobalAccess, type GlobalOperationBase } from '../../globals/operations/shared.ts';
import { versionedGlobal } from './shared.ts';

export type FindGlobalVersionsArgs = GlobalOperationBase & Omit<FindArgs, 'collection' | 'req' | 'draft'>;

/** `GET /api/globals/{slug}/versions`: the global's versions, paginated, with `where` on `version.*`. */
export async function findGlobalVersions(args: FindGlobalVersionsArgs): Promise<PaginatedDocs> {
  const { global, versions } = versionedGlobal(args.req, args.slug);
  await checkGlobalAccess(args.req, global, 'readVersions', args.overrideAccess);
  return findIn(versions.collection, { ...args, collection: versions.collection.slug });
}
