import { randomBytes } from 'node:crypto';
import { executeAccess } from '../../access/executeAccess.ts';
import { rowFields, subFields } from '../../fields/flattenFields.ts';
import { isPlainObject } from '../../fields/shared/isPlainObject.ts';
import type { DataField } from '../../fields/types.ts';
import type { Document } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { readDocuments } from '../readDocuments.ts';
import { loadStored } from './findByID.ts';
import {
  getCollection,
  type OperationBase,
  runAfterOperation,
  runBeforeOperation,
  sanitizeDepth,
  sanitizeID,
  toLogical,
  writeLocale,
} from './shared.ts';
import { writeDocument } from './writeDocument.ts';

type Data = Record<string, unknown>;

export type DuplicateArgs = OperationBase & { id: unknown; depth?: unknown; data?: Record<string, unknown> };

/** Copies of rows need ids of their own; unique text gets " - Copy" so the copy can be stored. Works on the
 * stored form, so every locale of a localized value is copied. */
function prepareCopy(fields: DataField[], data: Data, inRows: boolean): Data {
  const out: Data = {};
  for (const field of fields) {
    if (!(field.name in data)) continue;
    const value = data[field.name];
    out[field.name] =
      field.localized && isPlainObject(value)
        ? Object.fromEntries(Object.entries(value).map(([locale, v]) => [locale, copyValue(field, v, inRows)]))
        : copyValue(field, value, inRows);
  }
  return out;
}

function copyValue(field: DataField, value: unknown, inRows: boolean): unknown {
  if (field.type === 'group' && isPlainObject(value)) return prepareCopy(subFields(field), value, inRows);
  if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
    return value.map((row) => {
      if (!isPlainObject(row)) return row;
      const extra = field.type === 'blocks' ? { blockType: row.blockType, blockName: row.blockName } : {};
      return { ...extra, ...prepareCopy(rowFields(field, row) ?? [], row, true), id: randomBytes(12).toString('hex') };
    });
  }
  if (
    !inRows &&
    field.unique &&
    typeof value === 'string' &&
    (field.type === 'text' || field.type === 'email' || field.type === 'textarea')
  ) {
    return field.type === 'email' ? value.replace('@', `+copy${randomBytes(3).toString('hex')}@`) : `${value} - Copy`;
  }
  return value;
}

/** Puts the other locales' values of `source` into `target` (same row ids), keeping `locale`'s from `target`. */
function fillOtherLocales(fields: DataField[], target: Data, source: Data, locale: string): Data {
  const out: Data = { ...target };
  for (const field of fields) {
    const from = source[field.name];
    const to = target[field.name];
    if (field.localized) {
      if (isPlainObject(from)) out[field.name] = { ...from, [locale]: isPlainObject(to) ? to[locale] : undefined };
    } else if (field.type === 'group' && isPlainObject(from) && isPlainObject(to)) {
      out[field.name] = fillOtherLocales(subFields(field), to, from, locale);
    } else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(from) && Array.isArray(to)) {
      const byID = new Map(from.filter(isPlainObject).map((row) => [row.id, row]));
      out[field.name] = to.map((row) => {
        const match = isPlainObject(row) ? byID.get(row.id) : undefined;
        const fieldsOfRow = isPlainObject(row) ? rowFields(field, row) : undefined;
        return match && fieldsOfRow ? fillOtherLocales(fieldsOfRow, row as Data, match, locale) : row;
      });
    }
  }
  return out;
}

/**
 * Creates a copy of a document, optionally overriding some fields. The copy is validated and hooked in the
 * request's locale like any create; the other locales are then copied over as stored.
 */
export async function duplicate(incoming: DuplicateArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'duplicate', incoming, incoming.req, context);
  const { req } = args;
  const id = sanitizeID(collection, args.id);
  const depth = sanitizeDepth(req, args.depth);
  const fields = collection.flattenedFields;
  const doc = await withTransaction(req, async () => {
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...stored
    } = await loadStored(req, collection, id, 'read', args.overrideAccess);
    await executeAccess({ req, collection, operation: 'create', overrideAccess: args.overrideAccess });
    const locale = writeLocale(req);
    const copy = prepareCopy(fields, stored, false);
    const data = { ...toLogical(fields, copy, locale), ...args.data };
    const created = await writeDocument({ req, collection, data, depth, context, overrideAccess: args.overrideAccess });
    if (!locale) return created;
    const [row] = await req.db.findByIDs({ collection: collection.slug, ids: [created.id], transaction: req.transaction });
    const { id: rowID, createdAt: _rc, updatedAt: _ru, ...fresh } = row;
    const merged = await req.db.updateOne({
      collection: collection.slug,
      id: rowID,
      data: fillOtherLocales(fields, fresh, copy, locale),
      transaction: req.transaction,
    });
    const [doc] = await readDocuments(collection, [merged!], { req, depth, context, overrideAccess: args.overrideAccess });
    return doc;
  });
  return runAfterOperation(collection, 'duplicate', args, doc, req, context);
}
