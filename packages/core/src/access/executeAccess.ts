import { liveOnly } from '../collections/trash.ts';
import type { Access, AccessResult, SanitizedCollection, SanitizedConfig } from '../config/types.ts';
import { Forbidden, Unauthorized } from '../errors/index.ts';
import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { Where, WhereNode } from '../queries/types.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';

/** What an operation learns from access control: denied (throws), allowed, or allowed where a query matches. */
export type AccessOutcome = { where?: WhereNode };

/**
 * Runs a collection's access function for `operation`. `false` throws `Forbidden`; a `Where` comes back as a
 * checked where node that the operation ANDs into its query. Without a function for the operation, any
 * signed-in user may and anyone else may not (spec section 6).
 */
export async function executeAccess(args: {
  req: AtriumRequest;
  collection: SanitizedCollection;
  operation: keyof NonNullable<SanitizedCollection['access']>;
  id?: DocumentID;
  data?: Record<string, unknown>;
  overrideAccess?: boolean;
}): Promise<AccessOutcome> {
  if (args.overrideAccess) return {};
  const result = await accessResult(args.req, args.collection, args.operation, args.id, args.data);
  if (result === true) return {};
  if (result === false) throw args.req.user ? new Forbidden() : new Unauthorized();
  return {
    where: sanitizeWhere(args.collection, result, {
      config: args.req.config as SanitizedConfig,
      locale: args.req.locale,
      allowHidden: true,
    }),
  };
}

/** Matches no document: the filter of a read the caller may not make at all. */
export const matchesNothing: WhereNode = { kind: 'constant', value: false };

/**
 * The caller's read access to `collection` as a filter, for reads that answer less rather than refuse
 * (population, joins, relationship filters, reference checks): `undefined` (everything), a where node, or
 * `matchesNothing` when they may not read it at all. Trashed documents are never among them, whoever asks:
 * only a read of the collection itself may ask for the trash.
 */
export async function readableWhere(
  req: AtriumRequest,
  collection: SanitizedCollection,
  overrideAccess?: boolean,
): Promise<WhereNode | undefined> {
  if (overrideAccess) return liveOnly(collection);
  const result = await accessResult(req, collection, 'read');
  if (result === true) return liveOnly(collection);
  if (result === false) return matchesNothing;
  const where = sanitizeWhere(collection, result, { config: req.config, locale: req.locale, allowHidden: true });
  return combineWhere(where, liveOnly(collection));
}

/**
 * The raw answer of a collection's access for `operation`: `true`, `false` or a `Where`. No function means
 * "signed in"; anything but `true` or a plain object counts as `false`. With drafts, `read` is also limited to
 * published documents for a caller who may not read drafts (see `mayReadDrafts`), so every read (by id, lists,
 * counts, population, the response cache's key) hides drafts from them alike.
 */
export async function accessResult(
  req: AtriumRequest,
  collection: SanitizedCollection,
  operation: keyof NonNullable<SanitizedCollection['access']>,
  id?: DocumentID,
  data?: Record<string, unknown>,
): Promise<true | false | Where> {
  const answer = await ownAccess(req, collection, operation, id, data);
  if (operation !== 'read' || answer === false || !collection.versions || !collection.versions.drafts) return answer;
  if (await mayReadDrafts(req, collection)) return answer;
  return answer === true ? publishedOnly : { and: [answer, publishedOnly] };
}

/** A document whose stored row is a draft (never published, or unpublished) is not public. */
const publishedOnly: Where = { _status: { not_equals: 'draft' } };

/**
 * Whether the caller may see drafts: `readVersions` access answers `true` (Payload's guard of versions, and so of
 * drafts; without a function, any signed-in user). A `Where` answer limits which versions they list, not drafts.
 */
export async function mayReadDrafts(req: AtriumRequest, collection: SanitizedCollection): Promise<boolean> {
  return (await ownAccess(req, collection, 'readVersions')) === true;
}

async function ownAccess(
  req: AtriumRequest,
  collection: SanitizedCollection,
  operation: keyof NonNullable<SanitizedCollection['access']>,
  id?: DocumentID,
  data?: Record<string, unknown>,
): Promise<true | false | Where> {
  const fn: Access | undefined = collection.access[operation];
  if (!fn) return operation === 'admin' ? isAdminUser(req, collection) : req.user !== null;
  const result: AccessResult = await fn({ req, id, data });
  if (result === true) return true;
  if (result === false || result === null || typeof result !== 'object' || Array.isArray(result)) return false;
  return result;
}

/** Default `admin` access: the user signed in through the config's admin user collection. */
function isAdminUser(req: AtriumRequest, _collection: SanitizedCollection): boolean {
  return req.user !== null && req.user.collection === req.config.admin.user;
}

/** ANDs optional where nodes. */
export function combineWhere(...nodes: Array<WhereNode | undefined>): WhereNode | undefined {
  const present = nodes.filter((n): n is WhereNode => n !== undefined);
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : { kind: 'and', children: present };
}
