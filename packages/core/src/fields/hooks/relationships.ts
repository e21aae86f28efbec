import { matchesNothing, readableWhere } from '../../access/executeAccess.ts';
import { findRowsByID } from '../../collections/findRowsByID.ts';
import type { SanitizedCollection, SanitizedConfig } from '../../config/types.ts';
import { echoJSON, type FieldError } from '../../errors/index.ts';
import { labelOf } from '../../i18n/labelOf.ts';
import type { AtriumRequest, DocumentID } from '../../types.ts';
import { richTextAdapterOf } from '../richText/adapter.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import type { DataField } from '../types.ts';
import { type FieldCursor, walkFields } from '../walkFields.ts';

type Data = Record<string, unknown>;
type RelationField = Extract<DataField, { type: 'relationship' | 'upload' }>;

/** Calls `visit` for every rich-text value (with an editor) in `data`, with its path. */
export function eachRichText(
  fields: DataField[],
  data: Data,
  prefix: string,
  visit: (field: DataField, value: unknown, path: string) => void,
) {
  walkFields(
    fields,
    (at) => {
      const value = at.value;
      if (value === undefined || value === null) return false;
      if (at.field.type === 'richText' && richTextAdapterOf(at.field)?.references) visit(at.field, value, at.path);
    },
    { data, path: prefix },
  );
}

/**
 * Calls `visit` for every relationship/upload value in `data`, the relationship fields of blocks (and links,
 * uploads) inside rich text included; `at.set` replaces the value.
 */
function eachRelation(fields: DataField[], data: Data, prefix: string, visit: (field: RelationField, at: FieldCursor) => void) {
  walkFields(
    fields,
    (at) => {
      const field = at.field;
      const value = at.value;
      if (value === undefined || value === null) return false;
      if (field.type === 'relationship' || field.type === 'upload') visit(field, at);
    },
    { data, path: prefix, richText: true },
  );
}

/**
 * Makes relationship values canonical: a populated document sent back becomes its id, and numeric strings
 * become numbers for collections with integer ids. Malformed ids become field errors.
 */
export function coerceRelationshipIDs(
  fields: DataField[],
  data: Data,
  config: SanitizedConfig,
  prefix: string,
  errors: FieldError[],
  req: AtriumRequest,
) {
  eachRelation(fields, data, prefix, (field, at) => {
    const value = at.value;
    const toID = (raw: unknown, relationTo: string): DocumentID | undefined => {
      const id = isPlainObject(raw) && 'id' in raw ? raw.id : raw;
      if (config.collectionsBySlug[relationTo]?.idType === 'uuid') return typeof id === 'string' && id !== '' ? id : undefined;
      const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : Number.NaN;
      return Number.isSafeInteger(n) && n > 0 ? n : undefined;
    };
    const one = (item: unknown): unknown => {
      if (Array.isArray(field.relationTo)) {
        if (!isPlainObject(item) || typeof item.relationTo !== 'string') return fail(item);
        const id = toID(item.value, item.relationTo);
        return id === undefined ? fail(item.value) : { relationTo: item.relationTo, value: id };
      }
      const id = toID(item, field.relationTo);
      return id === undefined ? fail(item) : id;
    };
    let failed = false;
    const fail = (raw: unknown) => {
      failed = true;
      errors.push({
        path: at.path,
        message: req.t('validation:notValidRelationship', {
          reason: req.t('validation:relationshipBadID', { value: echoJSON(raw) }),
        }),
        ...labelFor(field, req),
      });
      return raw;
    };
    const next = field.hasMany && Array.isArray(value) ? value.map(one) : one(value);
    if (!failed) at.set(next);
  });
}

/** Every referenced document must exist: one lookup per collection, inside the write's transaction. */
export async function checkRelationships(
  fields: DataField[],
  data: Data,
  req: AtriumRequest,
  errors: FieldError[],
  options: { original?: Data; overrideAccess?: boolean } = {},
) {
  const wanted = new Map<string, Array<{ id: DocumentID; path: string; label: { label?: string } }>>();
  const references = (doc: Data, visit: (slug: string, id: DocumentID, field: DataField, path: string) => void) => {
    eachRelation(fields, doc, '', (field, at) => {
      const value = at.value;
      const path = at.path;
      const items = field.hasMany && Array.isArray(value) ? value : [value];
      for (const item of items) {
        const [slug, id] = Array.isArray(field.relationTo)
          ? [(item as Data).relationTo as string, (item as Data).value as DocumentID]
          : [field.relationTo, item as DocumentID];
        visit(slug, id, field, path);
      }
    });
    // Documents a rich-text value refers to are checked like relationship values.
    eachRichText(fields, doc, '', (field, value, path) => {
      const editor = richTextAdapterOf(field);
      for (const ref of editor?.references?.(value) ?? []) visit(ref.relationTo, ref.value, field, `${path}.${ref.path}`);
    });
  };
  references(data, (slug, id, field, path) => {
    if (!wanted.has(slug)) wanted.set(slug, []);
    wanted.get(slug)!.push({ id, path, label: labelFor(field, req) });
  });
  // References already stored were checked when they were made; a new one must point at a document the writer
  // may read, or the answer would tell them which ids exist in a collection hidden from them.
  const stored = new Set<string>();
  if (options.original) references(options.original, (slug, id) => stored.add(`${slug}:${id}`));
  for (const [collection, refs] of wanted) {
    const ids = [...new Set(refs.map((r) => r.id))];
    const found = await req.db.existingIDs({ collection, ids, transaction: req.transaction });
    const present = new Set(found.map(String));
    // Nor is the writer's own account any secret to them, whatever their read access to the users says.
    const isSelf = (id: DocumentID) => req.user?.collection === collection && String(req.user.id) === String(id);
    const added = ids.filter((id) => present.has(String(id)) && !stored.has(`${collection}:${id}`) && !isSelf(id));
    if (!options.overrideAccess && added.length > 0) {
      for (const id of await unreadable(req, req.config.collectionsBySlug[collection], added)) present.delete(String(id));
    }
    for (const ref of refs) {
      if (!present.has(String(ref.id)))
        errors.push({
          path: ref.path,
          message: req.t('validation:relationshipNotFound', { value: ref.id, relationTo: collection }),
          ...ref.label,
        });
    }
  }
}

/** Which of `ids` the request's user may not read in `collection`. */
async function unreadable(req: AtriumRequest, collection: SanitizedCollection, ids: DocumentID[]): Promise<DocumentID[]> {
  const where = await readableWhere(req, collection);
  if (where === matchesNothing) return ids;
  if (!where) return [];
  const readable = new Set((await findRowsByID(req, collection, ids, where)).map((row) => String(row.id)));
  return ids.filter((id) => !readable.has(String(id)));
}

/** The field's label for an error entry, like the other field errors carry. */
function labelFor(field: DataField, req: AtriumRequest): { label?: string } {
  return field.label ? { label: labelOf(req, field.label) } : {};
}
