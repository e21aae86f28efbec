import { accessResult, executeAccess } from '../../access/executeAccess.ts';
import { findRowsByID } from '../../collections/findRowsByID.ts';
import { collectionTarget } from '../../collections/operations/collectionTarget.ts';
import { type FindArgs, findIn, type PaginatedDocs } from '../../collections/operations/find.ts';
import { loadStored } from '../../collections/operations/findByID.ts';
import { getCollection, type OperationBase, sanitizeDepth, sanitizeID } from '../../collections/operations/shared.ts';
import { readDocuments } from '../../collections/readDocuments.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import type { StoredDocument } from '../../database/types.ts';
import { Forbidden, NotFound, Unauthorized } from '../../errors/index.ts';
import { sanitizeWhere } from '../../queries/sanitizeWhere.ts';
import type { WhereNode } from '../../queries/types.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { findLatestVersion, type VersionTarget, versionTarget, withLatestDraft } from '../versionRows.ts';

export type FindVersionsArgs = Omit<FindArgs, 'draft'>;
export type FindVersionByIDArgs = OperationBase & { id: unknown; depth?: unknown; select?: Record<string, unknown> };
export type RestoreVersionArgs = OperationBase & {
  id: unknown;
  depth?: unknown;
  /** With drafts: restore as a draft, leaving the published document as it is. Defaults to `false`. */
  draft?: boolean;
};

/** A versioned collection and its versions, or `NotFound` when it keeps none. */
function versionedCollection(req: AtriumRequest, slug: string): { collection: SanitizedCollection; versions: VersionTarget } {
  const collection = getCollection(req, slug);
  const versions = versionTarget(req, collection);
  if (!versions) throw new NotFound('error:noVersions', { slug: collection.slug });
  return { collection, versions };
}

/**
 * `readVersions` access to a collection's versions: refused (403/401), allowed, or allowed where a `Where` on the
 * versions collection (`parent`, `version.*`) matches.
 */
async function versionsAccess(
  req: AtriumRequest,
  collection: SanitizedCollection,
  versions: SanitizedCollection,
  overrideAccess: boolean | undefined,
): Promise<WhereNode | undefined> {
  if (overrideAccess) return undefined;
  const answer = await accessResult(req, collection, 'readVersions');
  if (answer === false) throw req.user ? new Forbidden() : new Unauthorized();
  if (answer === true) return undefined;
  return sanitizeWhere(versions, answer, { config: req.config, locale: req.locale, allowHidden: true });
}

/** One version row the caller may read, or `NotFound`. */
async function loadVersion(
  req: AtriumRequest,
  collection: SanitizedCollection,
  versions: SanitizedCollection,
  id: unknown,
  overrideAccess: boolean | undefined,
): Promise<StoredDocument> {
  const within = await versionsAccess(req, collection, versions, overrideAccess);
  const versionID = sanitizeID(versions, id);
  const [row] = await findRowsByID(req, versions, [versionID], within);
  if (!row) throw new NotFound('error:versionNotFound', { id: versionID, slug: collection.slug });
  return row;
}

/** `GET /api/{slug}/versions`: a collection's versions, paginated, with `where` on `parent` and `version.*`. */
export async function findVersions(args: FindVersionsArgs): Promise<PaginatedDocs> {
  const { collection, versions } = versionedCollection(args.req, args.collection);
  const within = await versionsAccess(args.req, collection, versions.collection, args.overrideAccess);
  return findIn(versions.collection, args, within);
}

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

/**
 * `POST /api/{slug}/versions/:id`: the version's content saved again through the write pipeline, as an update of
 * its document (hooks, validation unless a draft, a new version), with the version's `_status` (restoring a
 * published version publishes it: "revert to published"), or with `draft` as the latest draft, leaving the
 * published document alone. Answers the document.
 */
export async function restoreVersion(args: RestoreVersionArgs): Promise<Document> {
  const { req, overrideAccess } = args;
  const { collection, versions } = versionedCollection(req, args.collection);
  const depth = sanitizeDepth(req, args.depth);
  const context = args.context ?? req.context;
  await executeAccess({ req, collection, operation: 'update', overrideAccess });
  return withTransaction(req, async () => {
    const version = await loadVersion(req, collection, versions.collection, args.id, overrideAccess);
    const parent = version.parent as DocumentID;
    const stored = await loadStored(req, collection, parent, 'update', overrideAccess);
    const latestVersion = await findLatestVersion(req, versions.collection, parent);
    const target = collectionTarget(collection, { req, operation: 'update', depth, context, overrideAccess });
    const draft = Boolean(args.draft && versions.drafts);
    return writeDocument({
      req,
      target,
      // Payload's restore: the version's own `_status`, unless it is restored as a draft.
      data: draft ? { _status: 'draft' } : {},
      original: withLatestDraft(stored, version),
      published: stored,
      latestVersion,
      context,
      overrideAccess,
      draft,
    });
  });
}
