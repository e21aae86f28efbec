import type { PaginatedDocs } from '@atrium/core/client';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { findCollection } from '../../../config/index.ts';
import { searchWhere } from './searchWhere.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { type DocumentSummary, rememberDocument } from './useDocumentSummaries.ts';

/** Milliseconds of quiet typing before the search is sent. */
const searchDelay = 250;
const pageSize = 10;

export type SearchGroup = { slug: string; results: DocumentSummary[]; isLoading: boolean; isError: boolean };

/**
 * Documents of `slugs` whose title matches `query` (debounced; the first page of each collection), filtered by
 * the field's `filterOptions` when it is a `where` object. Results also fill the summary cache, so picking one
 * needs no further request for its title.
 */
export function useRelationSearch(
  slugs: string[],
  query: string,
  filterOptions: unknown,
  isEnabled: boolean,
): { groups: SearchGroup[]; isSettled: boolean } {
  const config = useConfig();
  const queryClient = useQueryClient();
  const settled = useDebouncedValue(query, searchDelay);
  const results = useQueries({
    queries: slugs.map((slug) => {
      const collection = findCollection(config, slug);
      const where = searchWhere(collection, settled, filterOptions);
      return {
        queryKey: ['relation-search', slug, settled.trim(), where ?? null],
        enabled: isEnabled,
        staleTime: 30_000,
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const answer = await api.get<PaginatedDocs>(
            `/${slug}`,
            { where, limit: pageSize, depth: 0, sort: collection?.admin.useAsTitle ?? undefined },
            signal,
          );
          return answer.docs.map((doc) => rememberDocument(queryClient, collection, slug, doc));
        },
      };
    }),
  });
  // Results of an older query are not offered while a newer one is on its way: Enter would pick from a list
  // about to change under the cursor.
  const isSettled = settled === query;
  return {
    groups: slugs.map((slug, i) => ({
      slug,
      results: isSettled ? (results[i]?.data ?? []) : [],
      isLoading: !isSettled || (results[i]?.isFetching ?? false),
      isError: results[i]?.isError ?? false,
    })),
    isSettled,
  };
}
