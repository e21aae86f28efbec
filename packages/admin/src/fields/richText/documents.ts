import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { type ClientCollection, findCollection } from '../../config/index.ts';
import { previewURL } from '../shared/relations/isImage.ts';

/** A document as cards and pickers show it. */
export type DocumentSummary = {
  id: string | number;
  title: string;
  /** Uploads: the file's name and an image to preview, when it is one. */
  filename?: string;
  thumbnail?: string;
};

/** The summary of a document of `collection`: its `useAsTitle` value (or file name, or id) and thumbnail. */
export function summarize(collection: ClientCollection | undefined, doc: Record<string, unknown>): DocumentSummary {
  const id = doc.id as string | number;
  const titleKey = collection?.admin.useAsTitle;
  const own = titleKey ? doc[titleKey] : undefined;
  const filename = typeof doc.filename === 'string' ? doc.filename : undefined;
  const title = typeof own === 'string' && own.trim() !== '' ? own : (filename ?? String(id));
  // The upload card's preview: the thumbnail, a size or the image itself (spec 5's image types), else none.
  return { id, title, filename, thumbnail: collection?.upload ? previewURL(doc) : undefined };
}

/** The id of a reference that may have been populated. */
export function idOf(value: unknown): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/**
 * One referenced document (spec 7: `GET {api}/{collection}/{id}` at depth 0), summarized; a populated value is
 * used as it is. `undefined` while loading, `null` when it is missing or not readable.
 */
export function useDocumentSummary(relationTo: string, value: unknown): DocumentSummary | null | undefined {
  const config = useConfig();
  const collection = findCollection(config, relationTo);
  const id = idOf(value);
  const isPopulated = typeof value === 'object' && value !== null;
  const query = useQuery({
    queryKey: ['richText', 'doc', relationTo, id],
    queryFn: ({ signal }) =>
      api.get<Record<string, unknown>>(`/${relationTo}/${encodeURIComponent(String(id))}`, { depth: 0 }, signal),
    enabled: id !== undefined && !isPopulated,
    retry: false,
    staleTime: 30_000,
  });
  if (id === undefined) return null;
  if (isPopulated) return summarize(collection, value as Record<string, unknown>);
  if (query.isError) return null;
  return query.data ? summarize(collection, query.data) : undefined;
}

/** The collections of `slugs` the user may read (spec 6: embeds and links offer only visible collections). */
export function useReadableCollections(slugs: string[]): ClientCollection[] {
  const config = useConfig();
  const { permissions } = useAuth();
  return slugs.flatMap((slug) => {
    const collection = findCollection(config, slug);
    if (!collection) return [];
    const read = permissions?.collections?.[slug]?.read?.permission;
    return read === false ? [] : [collection];
  });
}
