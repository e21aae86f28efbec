import { callerContext, limitToReadable } from '../../access/callerQuery.ts';
import { combineWhere, executeAccess } from '../../access/executeAccess.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import type { RawDocument } from '../../database/types.ts';
import { QueryError } from '../../errors/index.ts';
import { sanitizeSort, sanitizeWhere } from '../../queries/sanitizeWhere.ts';
import type { WhereNode } from '../../queries/types.ts';
import type { Document } from '../../types.ts';
import { readsDrafts, versionTarget, withLatestDrafts } from '../../versions/versionRows.ts';
import { canPassThrough, withRawDocs } from '../rawDocs.ts';
import { readDocuments } from '../readDocuments.ts';
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

  // --- storage
  const drafts = await readsDrafts(req, collection, args.draft, args.overrideAccess);
  const raw = !drafts && canPassThrough(collection, req, depth, args.select);
  const result = await req.db.find({
    collection: collection.slug,
    where,
    sort,
    // One more than the ceiling, to tell "all of them" from "cut short".
    limit: unpaged ? limit + 1 : limit,
    page,
    pagination: paginate,
    transaction: req.transaction,
    raw,
  });

  // --- read (documents the read pipeline would not change stay JSON text)
  const rawDocs = 'rawDocs' in result ? (result.rawDocs as RawDocument[]) : undefined;
  if (unpaged && (rawDocs ?? ('docs' in result ? result.docs : [])).length > limit) {
    throw new QueryError('query:tooManyUnpaged', { limit });
  }
  const docs =
    'docs' in result
      ? await readDocuments(
          collection,
          drafts ? await withLatestDrafts(req, versionTarget(req, collection)!.collection, result.docs) : result.docs,
          {
            req,
            depth,
            context,
            select: args.select,
            overrideAccess: args.overrideAccess,
          },
        )
      : [];
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
  };
  const paginated: PaginatedDocs = rawDocs ? withRawDocs(meta, rawDocs) : { docs, ...meta };
  return runAfterOperation(collection, 'find', args, paginated, req, context);
}
