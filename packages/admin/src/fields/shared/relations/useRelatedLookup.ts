import type { PaginatedDocs } from '@atrium/core/client';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../../api/client.ts';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { findCollection } from '../../../config/index.ts';
import { type LookupRelated, type RelatedDoc, readPath } from './relatedRefs.ts';

/** The documents wanted, by collection: ids sorted, so one set of documents is one query key. */
export type WantedDocs = { slug: string; ids: string[] }[];

/** The `{relationTo, id}` pairs gathered by collection, in the shape `useRelatedLookup` asks for. */
export function wantedDocs(refs: Iterable<{ relationTo: string; id: string | number }>): WantedDocs {
  const ids = new Map<string, Set<string>>();
  for (const ref of refs) {
    if (!ids.has(ref.relationTo)) ids.set(ref.relationTo, new Set());
    ids.get(ref.relationTo)?.add(String(ref.id));
  }
  return [...ids].map(([slug, set]) => ({ slug, ids: [...set].sort() }));
}

/**
 * The titles (and images) of the wanted documents: one request per related collection, `where[id][in]`,
 * selecting only the title field (and an upload's image fields).
 */
export function useRelatedLookup(wanted: WantedDocs): LookupRelated {
  const config = useConfig();
  const results = useQueries({
    queries: wanted.map(({ slug, ids }) => {
      const related = findCollection(config, slug);
      const titleField = related?.admin.useAsTitle ?? 'id';
      const select: Record<string, boolean> = { [titleField]: true };
      if (related?.upload) Object.assign(select, { url: true, thumbnailURL: true, filename: true, mimeType: true, sizes: true });
      return {
        queryKey: ['relatedTitles', slug, ids],
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const answer = await api.get<PaginatedDocs>(
            `/${slug}`,
            { where: { id: { in: ids.join(',') } }, limit: ids.length, depth: 0, select },
            signal,
          );
          const byId = new Map<string, RelatedDoc>();
          for (const doc of answer.docs) {
            const title = readPath(doc, titleField);
            byId.set(String(doc.id), {
              id: doc.id,
              title: title === null || title === undefined || title === '' ? String(doc.id) : String(title),
              url: typeof doc.url === 'string' ? doc.url : undefined,
              thumbnailURL: typeof doc.thumbnailURL === 'string' ? doc.thumbnailURL : undefined,
              mimeType: typeof doc.mimeType === 'string' ? doc.mimeType : undefined,
              filename: typeof doc.filename === 'string' ? doc.filename : undefined,
              sizes: doc.sizes && typeof doc.sizes === 'object' ? (doc.sizes as Record<string, unknown>) : undefined,
            });
          }
          return byId;
        },
        placeholderData: keepPreviousData,
        staleTime: 30_000,
      };
    }),
  });

  const maps = useMemo(
    () =>
      new Map(
        wanted.map((w, i) => [
          w.slug,
          { data: results[i]?.data, isDone: results[i]?.isFetched && !results[i]?.isPlaceholderData },
        ]),
      ),
    [wanted, results],
  );
  return useCallback(
    (collection, id) => {
      const entry = maps.get(collection);
      const found = entry?.data?.get(String(id));
      if (found) return found;
      return entry?.isDone ? null : undefined;
    },
    [maps],
  );
}
