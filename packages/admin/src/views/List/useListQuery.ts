import type { PaginatedDocs } from '@atrium/core/client';
import { keepPreviousData, type QueryClient, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { APIRequest } from '../../api/early.ts';
import type { ClientCollection } from '../../config/index.ts';
import type { ListParams } from '../../lists/listParams.ts';
import { type ListReadFields, listRead, openingListRead } from '../../lists/listRequest.ts';

/** One document as the list reads it (only the selected fields). */
export type ListDoc = PaginatedDocs['docs'][number];

/** The API's paginated answer (`GET /api/:slug`). */
export type ListResponse = PaginatedDocs;

/** The query key prefix of every list of a collection: invalidated after a bulk change. */
export const listKey = (slug: string) => ['list', slug] as const;

const listQuery = (collection: ClientCollection, { path, query }: APIRequest) => ({
  queryKey: [...listKey(collection.slug), query],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<ListResponse>(path, query, signal),
});

/**
 * Reads the page a list opens with at `search` into the cache before the app's first render (the boot script
 * started the request), so the list shows its rows at once.
 */
export function prefetchOpeningList(
  queryClient: QueryClient,
  collection: ClientCollection,
  search: string,
  locale: string | undefined,
): Promise<void> {
  return queryClient.prefetchQuery(listQuery(collection, openingListRead(collection, search, locale)));
}

/** One page of a collection (`listRead`). The previous page stays on screen while the next one loads. */
export function useListQuery(
  collection: ClientCollection,
  params: ListParams,
  fields: ListReadFields,
  locale: string | undefined,
) {
  const options = listQuery(collection, listRead(collection, params, fields, locale));
  // Asks during render: React renders a lazy view as soon as its chunk arrives but may hold the commit back
  // (Suspense reveals are throttled), and useQuery alone would only ask after that commit.
  usePrefetchQuery(options);
  return useQuery({ ...options, placeholderData: keepPreviousData });
}
