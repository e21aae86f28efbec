import { callerContext, limitToReadable } from '../../access/callerQuery.ts';
import { accessResult, combineWhere, executeAccess } from '../../access/executeAccess.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import type { RawDocument } from '../../database/types.ts';
import { QueryError } from '../../errors/index.ts';
import { sanitizeSort, sanitizeWhere } from '../../queries/sanitizeWhere.ts';
import type { WhereNode } from '../../queries/types.ts';
import type { AtriumRequest, Document } from '../../types.ts';
import { documentsOfVersions, readsDrafts, sortInVersions, versionTarget, whereInVersions } from '../../versions/versionRows.ts';
import { canPassThrough, parseRawDocs, readsAsStored, withRawDocs } from '../rawDocs.ts';
import { populateRaw } from '../rawPopulate.ts';
import { readDocuments, relatedReader } from '../readDocuments.ts';
import { liveOnly } from '../trash.ts';
import {
  getCollection,
  type OperationBase,
  runAfterOperation,
  runBeforeOperation,
  sanitizeCount,
  sanitizeDepth,
} from './shared.ts';

export type FindArgs = OperationBase & {
  where?: unknown;
  /** `'-createdAt'`, `'a,-b'` or `['a', '-b']`. Defaults to the collection's `defaultSort`. */
  sort?: unknown;
  /** Documents per page; `0` returns every match up to `maxLimit`. Defaults to `config.admin.pagination.defaultLimit` (10). */
  limit?: unknown;
  /** Defaults to `1`. */
  page?: unknown;
  /** `false` returns every match without counting. Defaults to `true`. */
  pagination?: boolean;
  /** Defaults to `config.defaultDepth`. */
  depth?: unknown;
  select?: Record<string, unknown>;
  /** With drafts, for a caller who may see them: each document's latest draft. Defaults to `false`. */
  draft?: boolean;
  /** Include trashed documents (a collection with `trash: true`); `where[deletedAt][exists]=true` then lists only them. Defaults to `false`. */
  trash?: boolean;
  /**
   * Where counting would read many rows (PostgreSQL, 1,000 matches or more), `totalDocs` may be the planner's
   * estimate, and the answer says so (`totalDocsEstimated`). An Atrium extension; defaults to `false`.
   */
  estimate?: boolean;
};

export type PaginatedDocs<T = Document> = {
  docs: T[];
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
  /** `totalDocs` (and so `totalPages`) is an estimate: only with `estimate`. */
  totalDocsEstimated?: true;
};

function hasNear(node: WhereNode | undefined): boolean {
  if (!node) return false;
  if (node.kind === 'condition') return node.operator === 'near';
  return node.kind === 'and' && node.children.some(hasNear);
}

/** Lists documents: access, where and sort checked against the config, one page read, populated to `depth`. */
export async function find(incoming: FindArgs): Promise<PaginatedDocs> {
  return findIn(getCollection(incoming.req, incoming.collection), incoming);
}

/** `find` on a given collection (the versions operations list an internal one), with `within` ANDed into the query. */
export async function findIn(collection: SanitizedCollection, incoming: FindArgs, within?: WhereNode): Promise<PaginatedDocs> {
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'find', incoming, incoming.req, context);
  const { req } = args;

  // --- access and query
  const access = await executeAccess({ req, collection, operation: 'read', overrideAccess: args.overrideAccess });
  const resolveCtx = { config: req.config, locale: req.locale };
  const callerCtx = callerContext(req);
  const userWhere = sanitizeWhere(collection, args.where, callerCtx);
  // The collection's default sort is the config's choice; only a sort the caller sends is checked against their access.
  const sort =
    args.sort === undefined && hasNear(userWhere)
      ? []
      : sanitizeSort(collection, args.sort ?? collection.defaultSort, args.sort === undefined ? resolveCtx : callerCtx);
  const where = combineWhere(
    await limitToReadable(req, callerCtx, userWhere, args.overrideAccess),
    access.where,
    within,
    liveOnly(collection, args.trash),
  );
  const depth = sanitizeDepth(req, args.depth);
  const paginate = args.pagination !== false;
  const requested = sanitizeCount('limit', args.limit, req.config.admin.pagination.defaultLimit, 0, req.config.maxLimit);
  const unpaged = !paginate || requested === 0;
  const limit = unpaged ? req.config.maxLimit : requested;
  const page = paginate ? sanitizeCount('page', args.page, 1, 1, Number.MAX_SAFE_INTEGER) : 1;
  // With `draft=true`, for a caller who may see drafts, the query runs on the latest versions (Payload's drafts).
  const query =
    within === undefined && (await readsDrafts(req, collection, args.draft, args.overrideAccess))
      ? await latestDraftsQuery(req, collection, args, sort.length === 0)
      : { collection, where, sort };

  // --- storage
  const passing = query.collection === collection && canPassThrough(collection, req, depth, args.select);
  const result = await req.db.find({
    collection: query.collection.slug,
    where: query.where,
    sort: query.sort,
    // One more than the ceiling, to tell "all of them" from "cut short".
    limit: unpaged ? limit + 1 : limit,
    page,
    pagination: paginate,
    transaction: req.transaction,
    raw: passing !== false,
    estimate: args.estimate === true,
  });

  // --- read (documents the read pipeline would not change stay JSON text)
  let rawDocs = 'rawDocs' in result ? (result.rawDocs as RawDocument[]) : undefined;
  let stored = 'docs' in result ? (query.collection === collection ? result.docs : documentsOfVersions(result.docs)) : undefined;
  // Rows whose stored shape does not say they read as stored (old rich text, a write outside the pipeline) are read.
  // An adapter that names no shapes says nothing of its rows.
  const shapes = 'shapes' in result ? result.shapes : undefined;
  if (rawDocs && passing && !rawDocs.every((_, i) => readsAsStored(collection, shapes?.[i] ?? null, !!passing.populate))) {
    stored = parseRawDocs(rawDocs);
    rawDocs = undefined;
  }
  if (unpaged && (rawDocs ?? stored ?? []).length > limit) {
    throw new QueryError('query:tooManyUnpaged', { limit });
  }
  const readOptions = { req, depth, context, select: args.select, overrideAccess: args.overrideAccess };
  if (rawDocs && passing && passing.populate !== undefined) {
    // Relationships are populated in the text.
    rawDocs = await populateRaw(rawDocs, passing.populate, req, relatedReader(readOptions, 0));
  }
  const docs = stored ? await readDocuments(collection, stored, readOptions) : [];
  const totalPages = !paginate || requested === 0 ? 1 : Math.max(1, Math.ceil(result.totalDocs / limit));
  const meta = {
    totalDocs: result.totalDocs,
    // `0` says "no limit", for `limit=0` and `pagination=false` alike.
    limit: unpaged ? 0 : limit,
    totalPages,
    page,
    pagingCounter: paginate ? (page - 1) * limit + 1 : 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
    ...(result.estimated ? { totalDocsEstimated: true as const } : {}),
  };
  const paginated: PaginatedDocs = rawDocs ? withRawDocs(meta, rawDocs) : { docs, ...meta };
  return runAfterOperation(collection, 'find', args, paginated, req, context);
}

/**
 * The query of a `draft=true` list on the versions collection: the latest version of each document matching the
 * caller's where and sort moved under `version` (`id` is `parent`), and their read access likewise.
 */
async function latestDraftsQuery(req: AtriumRequest, collection: SanitizedCollection, args: FindArgs, unsorted: boolean) {
  const versions = versionTarget(req, collection)!.collection;
  const callerCtx = callerContext(req);
  const userWhere = sanitizeWhere(versions, whereInVersions(args.where), callerCtx);
  const answer = args.overrideAccess ? true : await accessResult(req, collection, 'read');
  const accessWhere =
    answer === true || answer === false
      ? undefined
      : sanitizeWhere(versions, whereInVersions(answer), { config: req.config, locale: req.locale, allowHidden: true });
  const latest = sanitizeWhere(versions, { latest: { equals: true } }, { config: req.config, locale: req.locale });
  const sort = unsorted
    ? []
    : sanitizeSort(
        versions,
        sortInVersions(args.sort ?? collection.defaultSort),
        args.sort === undefined ? { config: req.config, locale: req.locale } : callerCtx,
      );
  return {
    collection: versions,
    where: combineWhere(await limitToReadable(req, callerCtx, userWhere, args.overrideAccess), accessWhere, latest),
    sort,
  };
}
