import { type FindArgs, findIn, type PaginatedDocs } from '../../collections/operations/find.ts';
import { versionedCollection, versionsAccess } from './shared.ts';

export type FindVersionsArgs = Omit<FindArgs, 'draft'>;

/** `GET /api/{slug}/versions`: a collection's versions, paginated, with `where` on `parent` and `version.*`. */
export async function findVersions(args: FindVersionsArgs): Promise<PaginatedDocs> {
  const { collection, versions } = versionedCollection(args.req, args.collection);
  const within = await versionsAccess(args.req, collection, versions.collection, args.overrideAccess);
  return findIn(versions.collection, args, within);
}
