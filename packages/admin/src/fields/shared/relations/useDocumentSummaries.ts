import type { PaginatedDocs } from '@atrium/core/client';
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../api/client.ts';
import type { APIRequest } from '../../../api/early.ts';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { type ClientCollection, findCollection } from '../../../config/index.ts';
import { type Ref, refKey } from './refs.ts';

/** What a relationship chip or upload card shows of a document. `doc` is the document at depth 0. */
export type DocumentSummary = { relationTo: string; id: string | number; title: string; doc: Record<string, unknown> };

/** The cache key of one document's summary (shared by every field that shows it). */
export const summaryKey = (slug: string, id: string | number) => ['document-summary', slug, String(id)] as const;

/** A document's title: its `useAsTitle` value (an upload falls back to its filename), else its id. */
export function titleOf(doc: Record<string, unknown>, collection: ClientCollection | undefined): string {
  const useAsTitle = collection?.admin.useAsTitle;
  const candidates = [useAsTitle ? doc[useAsTitle] : undefined, collection?.upload ? doc.filename : undefined];
  for (const value of candidates) {
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number') return String(value);
  }
  return String(doc.id ?? '');
}

/** Puts a document the admin already has (a search result, a save's answer) into the summary cache. */
export function rememberDocument(
  queryClient: QueryClient,
  collection: ClientCollection | undefined,
  slug: string,
  doc: Record<string, unknown>,
): DocumentSummary {
  const summary: DocumentSummary = { relationTo: slug, id: doc.id as string | number, title: titleOf(doc, collection), doc };
  queryClient.setQueryData(summaryKey(slug, summary.id), summary);
  return summary;
}

/**
 * The read of one document for its card after a save (spec 7): depth 0, and `cacheBust` so that no cache between
 * the browser and the server answers the document as it was before the save.
 */
export function cardRead(slug: string, id: string | number, cacheBust: number): APIRequest {
  return { method: 'GET', path: `/${slug}/${encodeURIComponent(String(id))}`, query: { depth: 0, cacheBust } };
}

/**
 * After a drawer saved a document: its card shows the save's answer at once, then the document as read back
 * (what afterRead hooks and the server's own fields make of it). A failed read leaves the save's answer.
 */
export async function refreshSummary(
  queryClient: QueryClient,
  collection: ClientCollection | undefined,
  slug: string,
  doc: Record<string, unknown>,
): Promise<void> {
  rememberDocument(queryClient, collection, slug, doc);
  if (doc.id === undefined) return;
  const { method, path, query } = cardRead(slug, doc.id as string | number, Date.now());
  try {
    rememberDocument(queryClient, collection, slug, await request<Record<string, unknown>>(method, path, { query }));
  } catch (error) {
    console.warn('Atrium admin: could not read the saved document back for its card', error);
  }
}

// Ids per request: the list endpoint's page size has a ceiling.
const batchSize = 100;

/**
 * The summaries of the referenced documents, by `refKey`: `undefined` while loading, `null` when the document
 * is missing or not readable. Ids not already known are fetched in one request per collection
 * (`where[id][in]`), never one request per id.
 */
export function useDocumentSummaries(refs: Ref[]): Map<string, DocumentSummary | null | undefined> {
  const config = useConfig();
  const queryClient = useQueryClient();
  const missing = new Map<string, (string | number)[]>();
  for (const ref of refs) {
    if (queryClient.getQueryData(summaryKey(ref.relationTo, ref.value)) !== undefined) continue;
    const ids = missing.get(ref.relationTo) ?? [];
    if (!ids.includes(ref.value)) ids.push(ref.value);
    missing.set(ref.relationTo, ids);
  }
  const batches = [...missing].flatMap(([slug, ids]) => {
    const sorted = [...ids].sort((a, b) => String(a).localeCompare(String(b)));
    const chunks: (string | number)[][] = [];
    for (let i = 0; i < sorted.length; i += batchSize) chunks.push(sorted.slice(i, i + batchSize));
    return chunks.map((chunk) => ({ slug, ids: chunk }));
  });
  useQueries({
    queries: batches.map(({ slug, ids }) => ({
      queryKey: ['document-summaries', slug, ids.map(String)],
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const collection = findCollection(config, slug);
        const answer = await api.get<PaginatedDocs>(
          `/${slug}`,
          { where: { id: { in: ids } }, depth: 0, limit: ids.length },
          signal,
        );
        const found = new Set<string>();
        for (const doc of answer.docs) {
          rememberDocument(queryClient, collection, slug, doc);
          found.add(String(doc.id));
        }
        for (const id of ids) if (!found.has(String(id))) queryClient.setQueryData(summaryKey(slug, id), null);
        return answer.docs.length;
      },
    })),
  });
  // One observer per reference (never fetching by itself) re-renders the field when its summary arrives or
  // changes, e.g. after the document was edited in a drawer.
  const summaries = useQueries({
    queries: refs.map((ref) => ({
      queryKey: summaryKey(ref.relationTo, ref.value),
      queryFn: (): DocumentSummary | null => null,
      enabled: false,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const out = new Map<string, DocumentSummary | null | undefined>();
  refs.forEach((ref, i) => {
    out.set(refKey(ref), summaries[i]?.data as DocumentSummary | null | undefined);
  });
  return out;
}
