import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { ClientCollection } from '../../config/index.ts';
import { type ListParams, listWhere } from './listParams.ts';

/** One document as the list reads it (only the selected fields). */
export type ListDoc = { id: string | number; [key: string]: unknown };

/** The API's paginated answer (`GET /api/:slug`). */
export type ListResponse = {
  docs: ListDoc[];
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
};

/** The query key prefix of every list of a collection: invalidated after a bulk change. */
export const listKey = (slug: string) => ['list', slug] as const;

/**
 * One page of a collection, at depth 0 (relationship titles are fetched per collection by
 * `useRelatedDocs`). The previous page stays on screen while the next one loads.
 */
export function useListQuery(collection: ClientCollection, params: ListParams, select: Record<string, unknown>) {
  const where = listWhere(collection, params);
  const query = {
    depth: 0,
    limit: params.limit,
    page: params.page,
    sort: params.sort || undefined,
    // As JSON: the API's query-string parser stops at five levels, and filters nest deeper (spec 9).
    where: where ? JSON.stringify(where) : undefined,
    select,
  };
  const options = {
    queryKey: [...listKey(collection.slug), query],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<ListResponse>(`/${collection.slug}`, query, signal),
  };
  // Asks during render: React renders a lazy view as soon as its chunk arrives but may hold the commit back
  // (Suspense reveals are throttled), and useQuery alone would only ask after that commit.
  usePrefetchQuery(options);
  return useQuery({ ...options, placeholderData: keepPreviousData });
}
