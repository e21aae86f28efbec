import type { APIRequest } from '../api/early.ts';
import type { ClientCollection } from '../config/index.ts';
import { defaultColumns, type FieldReadPermissions, listColumns } from './listFields.ts';
import { type ListParams, listDefaults, listWhere, readListParams } from './listParams.ts';
import { listJoins, listSelect } from './listSelect.ts';

/** What a list reads of each document: the fields (`listSelect`) and whether joins are read (`listJoins`). */
export type ListReadFields = { select: Record<string, unknown>; joins: false | undefined };

/**
 * One page of a collection, at depth 0 (relationship titles are fetched per collection by `useRelatedDocs`),
 * with only the fields the list reads.
 */
export function listRead(
  collection: ClientCollection,
  params: ListParams,
  { select, joins }: ListReadFields,
  locale?: string,
): APIRequest {
  const where = listWhere(collection, params);
  const query = {
    depth: 0,
    limit: params.limit,
    page: params.page,
    sort: params.sort || undefined,
    // As JSON: the API's query-string parser stops at five levels, and filters nest deeper (spec 9).
    where: where ? JSON.stringify(where) : undefined,
    select,
    joins,
    // Localized fields in that content locale (filters and sort included); the default locale without it.
    locale,
  };
  return { method: 'GET', path: `/${collection.slug}`, query };
}

/**
 * The page a list opens with for an address's query string, before the user's stored column choice is known:
 * what the list view asks first (the boot script starts it while the app downloads).
 */
export function openingListRead(
  collection: ClientCollection,
  search: string,
  locale?: string,
  permissions?: FieldReadPermissions,
): APIRequest {
  const params = readListParams(search, listDefaults(collection));
  const available = listColumns(collection, permissions);
  const shown = defaultColumns(collection, available);
  return listRead(
    collection,
    params,
    { select: listSelect(collection, available, shown), joins: listJoins(available, shown) },
    locale,
  );
}
