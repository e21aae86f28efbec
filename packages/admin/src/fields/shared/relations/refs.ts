/** One reference to a document, whatever shape the field stores it in. */
export type Ref = { relationTo: string; value: string | number };

type RelationConfig = { relationTo: string | string[]; hasMany?: boolean };

const isID = (v: unknown): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number';

/** The id of a stored item: an id, or a populated document (`{ id, … }`) read at a depth above 0. */
function idOf(item: unknown): string | number | undefined {
  if (isID(item)) return item;
  if (item && typeof item === 'object' && isID((item as { id?: unknown }).id)) return (item as { id: string | number }).id;
  return undefined;
}

/**
 * The references a relationship or upload value holds, as `{ relationTo, value }` whether the field stores an
 * id, ids, or polymorphic objects (populated documents are reduced to their ids).
 */
export function toRefs(value: unknown, field: RelationConfig): Ref[] {
  const items = field.hasMany ? (Array.isArray(value) ? value : []) : value === null || value === undefined ? [] : [value];
  const refs: Ref[] = [];
  for (const item of items) {
    if (Array.isArray(field.relationTo)) {
      if (!item || typeof item !== 'object') continue;
      const { relationTo, value: inner } = item as { relationTo?: unknown; value?: unknown };
      const id = idOf(inner);
      if (typeof relationTo === 'string' && id !== undefined) refs.push({ relationTo, value: id });
    } else {
      const id = idOf(item);
      if (id !== undefined) refs.push({ relationTo: field.relationTo, value: id });
    }
  }
  return refs;
}

/** The value to store for `refs`, in the field's shape (`null` for none on a single field). */
export function fromRefs(refs: Ref[], field: RelationConfig): unknown {
  const items = refs.map((ref) =>
    Array.isArray(field.relationTo) ? { relationTo: ref.relationTo, value: ref.value } : ref.value,
  );
  if (field.hasMany) return items;
  return items[0] ?? null;
}

/** A stable key for a reference (`posts:12`). */
export function refKey(ref: Ref): string {
  return `${ref.relationTo}:${ref.value}`;
}
