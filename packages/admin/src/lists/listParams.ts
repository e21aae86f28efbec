import type { Where } from '@atrium/core/client';
import { stringifyQuery } from '../api/stringifyQuery.ts';
import type { ClientCollection } from '../config/index.ts';
import { textMatch } from '../config/textMatch.ts';
import { whereWithDays } from './dateDays.ts';
import { filterFields } from './listFields.ts';
import { parseQuery } from './parseQuery.ts';

/** Everything that decides which documents a list shows; it lives in the address bar so lists can be shared. */
export type ListParams = {
  page: number;
  limit: number;
  /** `title` ascending, `-title` descending. */
  sort: string;
  search: string;
  /** The filter builder's conditions (without the search). */
  where?: Where;
};

/** The values a list starts with; left out of the address bar. */
export type ListDefaults = { limit: number; limits: number[]; sort: string };

/** A collection's list defaults: its page sizes (spec 9: 10, out of 5, 10, 25, 50, 100) and `defaultSort`. */
export function listDefaults(collection: ClientCollection): ListDefaults {
  const { defaultLimit, limits } = collection.admin.pagination;
  return { limit: defaultLimit, limits, sort: collection.defaultSort };
}

const sortPattern = /^-?[A-Za-z0-9_.]+$/;

/** Reads the list's state from a query string; anything malformed falls back to the default. */
export function readListParams(search: string, defaults: ListDefaults): ListParams {
  const query = parseQuery(search);
  const page = Number(query.page);
  const limit = Number(query.limit);
  const where = query.where;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: defaults.limits.includes(limit) || limit === defaults.limit ? limit : defaults.limit,
    sort: typeof query.sort === 'string' && sortPattern.test(query.sort) ? query.sort : defaults.sort,
    search: typeof query.search === 'string' ? query.search : '',
    where:
      where && typeof where === 'object' && !Array.isArray(where) && Object.keys(where).length > 0 ? (where as Where) : undefined,
  };
}

/** The query string of a list state, defaults left out (`?search=x&page=2`), or `''`. */
export function writeListParams(params: ListParams, defaults: ListDefaults): string {
  const qs = stringifyQuery({
    search: params.search || undefined,
    where: params.where,
    sort: params.sort !== defaults.sort ? params.sort : undefined,
    limit: params.limit !== defaults.limit ? params.limit : undefined,
    page: params.page > 1 ? params.page : undefined,
  });
  return qs ? `?${qs}` : '';
}

/**
 * The search as a where: the title field and each of `admin.listSearchableFields` matched as its type allows
 * (`textMatch`: `like` for text, the value for numbers and ids), joined by `or`.
 */
export function searchWhere(collection: ClientCollection, text: string): Where | undefined {
  const value = text.trim();
  if (!value) return undefined;
  const paths = [collection.admin.useAsTitle ?? 'id', ...(collection.admin.listSearchableFields ?? [])];
  const or: Where[] = [];
  for (const path of new Set(paths)) {
    const match = textMatch(collection, path, value);
    if (match) or.push(match);
  }
  // Nothing could match: ask for no document rather than for all of them.
  if (or.length === 0) return { id: { exists: false } };
  return or.length === 1 ? or[0] : { or };
}

/** Both conditions, either of which may be missing. */
export function andWhere(a: Where | undefined, b: Where | undefined): Where | undefined {
  if (!a) return b;
  if (!b) return a;
  return { and: [a, b] };
}

/** The filters and the search as one where, or `undefined` for every document. */
export function listWhere(collection: ClientCollection, params: ListParams): Where | undefined {
  const filters = params.where ? whereWithDays(params.where, (path) => dateFieldPaths(collection).has(path)) : undefined;
  return andWhere(filters, searchWhere(collection, params.search));
}

const datePaths = new WeakMap<ClientCollection, Set<string>>();

/** The paths of a collection's date fields the filter builder offers (timestamps included), computed once. */
function dateFieldPaths(collection: ClientCollection): Set<string> {
  let paths = datePaths.get(collection);
  if (!paths) {
    paths = new Set(
      filterFields(collection)
        .filter((column) => column.field.type === 'date')
        .map((column) => column.path),
    );
    datePaths.set(collection, paths);
  }
  return paths;
}
