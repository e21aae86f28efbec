import type { PaginatedDocs } from '@atrium/core/client';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../api/client.ts';
import type { ClientCollection } from '../config/index.ts';
import { textMatch } from '../config/textMatch.ts';
import type { Command } from './commands.ts';
import { rank } from './match.ts';

/** Collections searched at most, so a large config does not fire a request per collection per keystroke. */
const maxCollections = 6;
const perCollection = 5;
const debounceMs = 200;
/** Shorter queries match too much to be worth a request. */
export const minSearchLength = 2;

type Found = { query: string; docs: Record<string, unknown>[] };

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Live document search for the palette: the title field (`useAsTitle`) of each given collection `like` the
 * query, five documents each, once typing pauses. A request whose query is gone is aborted (React Query
 * cancels a query nobody watches when its `signal` was used). While new answers are on their way the
 * previous ones stay, filtered to what still matches, so the list does not flicker.
 */
export function useDocumentSearch(
  query: string,
  collections: ClientCollection[],
  present: (collection: ClientCollection, doc: Record<string, unknown>) => { label: string; detail: string },
): { commands: Command[]; isSearching: boolean } {
  const trimmed = query.trim();
  const debounced = useDebounced(trimmed, debounceMs);
  const isActive = debounced.length >= minSearchLength && trimmed.length >= minSearchLength;
  const targets = useMemo(
    () => collections.filter((c) => c.admin.useAsTitle && c.admin.useAsTitle !== 'id').slice(0, maxCollections),
    [collections],
  );
  const results = useQueries({
    queries: targets.map((collection) => {
      const titleField = collection.admin.useAsTitle as string;
      return {
        queryKey: ['palette', 'documents', collection.slug, debounced],
        queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Found> => {
          const answer = await api.get<PaginatedDocs>(
            `/${collection.slug}`,
            {
              // A title the text cannot match (a date) asks for no document rather than for a 400.
              where: textMatch(collection, titleField, debounced) ?? { id: { exists: false } },
              limit: perCollection,
              depth: 0,
              select: { [titleField]: true },
            },
            signal,
          );
          return { query: debounced, docs: answer.docs ?? [] };
        },
        enabled: isActive,
        placeholderData: keepPreviousData,
        staleTime: 30_000,
        retry: false,
      };
    }),
  });

  const commands: Command[] = [];
  if (trimmed.length >= minSearchLength) {
    results.forEach((result, index) => {
      const found = result.data;
      if (!found) return;
      const collection = targets[index];
      const isCurrent = found.query === trimmed;
      for (const doc of found.docs) {
        const { label, detail } = present(collection, doc);
        // Answers to an earlier query only stay while they still fit what is typed now.
        if (!isCurrent && rank(label, trimmed) === null) continue;
        commands.push({
          id: `doc:${collection.slug}:${String(doc.id)}`,
          section: 'documents',
          label,
          detail,
          to: `/collections/${collection.slug}/${encodeURIComponent(String(doc.id))}`,
          isServerMatch: isCurrent,
        });
      }
    });
  }
  const isSearching = trimmed.length >= minSearchLength && (debounced !== trimmed || results.some((result) => result.isFetching));
  return { commands, isSearching };
}
