/** What a cell shows of a related document: its title and, for uploads, its image. */
/** A related document as a cell shows it: its title, and for an upload what its preview needs (see `previewURL`). */
export type RelatedDoc = {
  id: string | number;
  title: string;
  url?: string;
  thumbnailURL?: string;
  mimeType?: string;
  filename?: string;
  sizes?: Record<string, unknown>;
};

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

/** The value at a dot path of a document (`meta.title`). */
export function readPath(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
