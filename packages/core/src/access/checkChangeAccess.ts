import { findRowsByID } from '../collections/findRowsByID.ts';
import { getCollection, sanitizeID } from '../collections/operations/shared.ts';
import type { SanitizedCollection, SanitizedGlobal } from '../config/types.ts';
import { NotFound, QueryError, Unauthorized } from '../errors/index.ts';
import { checkGlobalAccess, getGlobal } from '../globals/operations/shared.ts';
import type { AtriumRequest } from '../types.ts';
import { executeAccess } from './executeAccess.ts';

export type ChangeAccessArgs = {
  req: AtriumRequest;
  /** A collection's slug, or */
  collection?: unknown;
  /** a global's slug: exactly one of them. */
  global?: unknown;
  /** The document being changed; none for a new one. */
  id?: unknown;
  /** The data a new document would be created with (create access may read it). */
  data?: Record<string, unknown>;
};

export type ChangeTarget =
  | { collection: SanitizedCollection; global?: undefined; id?: string | number }
  | { global: SanitizedGlobal; collection?: undefined; id?: undefined };

/**
 * Whether the signed-in caller may change a document (a plugin's endpoint that works on an edit form, before it
 * is saved): update access to a stored document (one outside it is as missing: 404), create access for a new one,
 * update access to a global. Anonymous callers get 401; slugs taken from a request are checked (400 naming the
 * bad key). Answers the collection or global and the sanitized id.
 */
export async function checkChangeAccess(args: ChangeAccessArgs): Promise<ChangeTarget> {
  const { req } = args;
  if (!req.user) throw new Unauthorized();
  if ((args.collection === undefined) === (args.global === undefined)) throw new QueryError('query:collectionOrGlobal');
  if (args.global !== undefined) {
    if (typeof args.global !== 'string') throw new QueryError('query:globalNotSlug');
    const global = getGlobal(req, args.global);
    await checkGlobalAccess(req, global, 'update');
    return { global };
  }
  if (typeof args.collection !== 'string') throw new QueryError('query:collectionNotSlug');
  const collection = getCollection(req, args.collection);
  if (args.id === undefined || args.id === null || args.id === '') {
    await executeAccess({ req, collection, operation: 'create', data: args.data });
    return { collection };
  }
  const id = sanitizeID(collection, args.id);
  const access = await executeAccess({ req, collection, operation: 'update', id });
  const [stored] = await findRowsByID(req, collection, [id], access.where);
  if (!stored) throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
  return { collection, id };
}
