import type { PaginatedDocs } from '@atrium/core/client';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../api/client.ts';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import type { ListField } from '../../lists/listFields.ts';
import type { ListDoc } from './useListQuery.ts';

/** What a cell shows of a related document: its title and, for uploads, its image. */
export type RelatedDoc = { id: string | number; title: string; url?: string; thumbnailURL?: string; mimeType?: string };

/** `undefined` while loading, `null` when the document is gone or not readable. */
export type LookupRelated = (collection: string, id: string | number) => RelatedDoc | null | undefined;

/** The `{relationTo, id}` pairs a relationship or upload value refers to (one id, a list, or polymorphic objects). */
export function relatedRefs(value: unknown, relationTo: string | string[]): { relationTo: string; id: string | number }[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const out: { relationTo: string; id: string | number }[] = [];
  for (const item of items) {
    if (item && typeof item === 'object') {
      const ref = item as { relationTo?: string; value?: unknown; id?: unknown };
      const id = ref.value && typeof ref.value === 'object' ? (ref.value as { id?: unknown }).id : (ref.value ?? ref.id);
      const slug = ref.relationTo ?? (typeof relationTo === 'string' ? relationTo : undefined);
      if (slug && (typeof id === 'string' || typeof id === 'number')) out.push({ relationTo: slug, id });
    } else if ((typeof item === 'string' || typeof item === 'number') && typeof relationTo === 'string') {
      out.push({ relationTo, id: item });
    }
  }
  return out;
}

/**
 * The titles (and images) of the documents the shown relationship and upload columns refer to: one
 * request per related collection for the whole page, `where[id][in]`, selecting only the title field.
 */
export function useRelatedDocs(docs: ListDoc[] | undefined, columns: ListField[]): LookupRelated {
  const config = useConfig();
  const wanted = useMemo(() => {
    const ids = new Map<string, Set<string | number>>();
    for (const column of columns) {
      const { field } = column;
      if (field.type !== 'relationship' && field.type !== 'upload') continue;
      for (const doc of docs ?? []) {
        for (const ref of relatedRefs(readPath(doc, column.path), field.relationTo)) {
          if (!ids.has(ref.relationTo)) ids.set(ref.relationTo, new Set());
          ids.get(ref.relationTo)?.add(ref.id);
        }
      }
    }
    return [...ids].map(([slug, set]) => ({ slug, ids: [...set].map(String).sort() }));
  }, [docs, columns]);

  const results = useQueries({
    queries: wanted.map(({ slug, ids }) => {
      const related = findCollection(config, slug);
      const titleField = related?.admin.useAsTitle ?? 'id';
      const select: Record<string, boolean> = { [titleField]: true };
      if (related?.upload) Object.assign(select, { url: true, thumbnailURL: true, filename: true, mimeType: true });
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

/** The value at a dot path of a document (`meta.title`). */
export function readPath(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
