import type { SanitizedCollection } from '../config/types.ts';
import { richTextAdapterOf } from '../fields/richText/adapter.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { DataField } from '../fields/types.ts';
import { walkFields } from '../fields/walkFields.ts';
import type { Document, DocumentID } from '../types.ts';

type Data = Record<string, unknown>;

type Slot = { collection: string; id: DocumentID; polymorphic: boolean; set: (doc: Document) => void };

/** Reads related documents for one depth level: given ids per collection, answers ready (read-processed) documents. */
export type FetchRelated = (collection: SanitizedCollection, ids: DocumentID[]) => Promise<Document[]>;

/**
 * Replaces relationship ids with documents, one depth level at a time, with one `findByIDs` per collection
 * per level (never one query per relationship). `level` counts hops already taken, for fields' `maxDepth`.
 * Ids whose document is missing (or not readable) stay ids.
 */
export async function populateLevel(
  docs: Data[],
  fieldsOf: (doc: Data) => DataField[],
  level: number,
  collectionsBySlug: Record<string, SanitizedCollection>,
  fetch: FetchRelated,
): Promise<void> {
  const slots: Slot[] = [];
  for (const doc of docs) collectSlots(fieldsOf(doc), doc, level, slots);
  if (slots.length === 0) return;
  const found = await fetchRelated(slots, collectionsBySlug, fetch);
  for (const slot of slots) {
    const doc = found.get(`${slot.collection}:${slot.id}`);
    if (doc) slot.set(doc);
  }
}

/**
 * The documents these references name, one `fetch` per collection (each id once), by `<collection>:<id>`. A
 * collection the config no longer has (a rich-text node may name one) fetches nothing: its ids stay ids.
 */
export async function fetchRelated(
  references: Iterable<{ collection: string; id: DocumentID }>,
  collectionsBySlug: Record<string, SanitizedCollection>,
  fetch: FetchRelated,
): Promise<Map<string, Document>> {
  const byCollection = new Map<string, Set<DocumentID>>();
  for (const { collection, id } of references) {
    if (!byCollection.has(collection)) byCollection.set(collection, new Set());
    byCollection.get(collection)!.add(id);
  }
  const found = new Map<string, Document>();
  await Promise.all(
    [...byCollection].map(async ([slug, ids]) => {
      const collection = collectionsBySlug[slug];
      if (!collection) return;
      for (const doc of await fetch(collection, [...ids])) found.set(`${slug}:${doc.id}`, doc);
    }),
  );
  return found;
}

function collectSlots(fields: DataField[], doc: Data, level: number, slots: Slot[]) {
  walkFields(
    fields,
    (at) => {
      const field = at.field;
      const value = at.value;
      if (value === undefined || value === null) return false;
      if (field.type === 'relationship' || field.type === 'upload') {
        if (field.maxDepth !== undefined && level >= field.maxDepth) return false;
        // The setters run after the fetch, when the cursor has moved on.
        const data = at.siblingData!;
        const polymorphic = Array.isArray(field.relationTo);
        const add = (item: unknown, set: (doc: Document) => void) => {
          if (polymorphic) {
            if (
              isPlainObject(item) &&
              typeof item.relationTo === 'string' &&
              (typeof item.value === 'string' || typeof item.value === 'number')
            ) {
              slots.push({
                collection: item.relationTo,
                id: item.value,
                polymorphic,
                set: (doc) => set({ relationTo: item.relationTo, value: doc } as never),
              });
            }
          } else if (typeof item === 'string' || typeof item === 'number') {
            slots.push({ collection: field.relationTo as string, id: item, polymorphic, set });
          }
        };
        if (field.hasMany && Array.isArray(value)) {
          value.forEach((item, i) => {
            add(item, (doc) => {
              value[i] = doc;
            });
          });
        } else {
          add(value, (doc) => {
            data[field.name] = doc;
          });
        }
      } else if (field.type === 'richText') {
        // Documents inside rich text count one hop, like a relationship field's; so do the relationship fields of
        // blocks inside the value, which the walk reaches next.
        if (field.maxDepth !== undefined && level >= field.maxDepth) return false;
        for (const ref of richTextAdapterOf(field)?.references?.(value) ?? [])
          slots.push({ collection: ref.relationTo, id: ref.value, polymorphic: false, set: ref.set });
      }
    },
    { data: doc, richText: true },
  );
}
