import { randomBytes } from 'node:crypto';
import { executeAccess } from '../../access/executeAccess.ts';
import { rowFields, subFields } from '../../fields/flattenFields.ts';
import { getFieldType } from '../../fields/registry.ts';
import { isPlainObject } from '../../fields/shared/isPlainObject.ts';
import type { DataField } from '../../fields/types.ts';
import type { AtriumRequest, Document } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import {
  findLatestVersion,
  readsDrafts,
  replaceLatestSnapshot,
  versionTarget,
  withLatestDraft,
} from '../../versions/versionRows.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { toLogical, writeLocale } from '../../write/writeLocale.ts';
import { readDocuments } from '../readDocuments.ts';
import { collectionTarget } from './collectionTarget.ts';
import { loadStored } from './findByID.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth, sanitizeID } from './shared.ts';

type Data = Record<string, unknown>;

export type DuplicateArgs = OperationBase & { id: unknown; depth?: unknown; data?: Record<string, unknown> };

/** What the copy's field hooks are given besides the value. */
type CopyScope = { req: AtriumRequest; context: Record<string, unknown>; source: Data };

/**
 * Copies of rows need ids of their own; unique text gets " - Copy" so the copy can be stored, unless the field
 * has `beforeDuplicate` hooks, which then decide. Works on the stored form, so every locale of a localized value
 * is copied (and given to the hooks one locale at a time).
 */
async function prepareCopy(fields: DataField[], data: Data, inRows: boolean, scope: CopyScope, at: string): Promise<Data> {
  const out: Data = {};
  for (const field of fields) {
    if (!(field.name in data)) continue;
    const value = data[field.name];
    const path = at ? `${at}.${field.name}` : field.name;
    const copyOne = (v: unknown) => copyValue(field, v, inRows, data, scope, path);
    if (field.localized && isPlainObject(value)) {
      const locales: Data = {};
      for (const [locale, v] of Object.entries(value)) locales[locale] = await copyOne(v);
      out[field.name] = locales;
    } else {
      out[field.name] = await copyOne(value);
    }
  }
  return out;
}

async function copyValue(
  field: DataField,
  value: unknown,
  inRows: boolean,
  siblingData: Data,
  scope: CopyScope,
  path: string,
): Promise<unknown> {
  if (field.type === 'group' && isPlainObject(value)) return prepareCopy(subFields(field), value, inRows, scope, path);
  if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
    const rows: unknown[] = [];
    for (const [index, row] of value.entries()) {
      if (!isPlainObject(row)) {
        rows.push(row);
        continue;
      }
      const extra = field.type === 'blocks' ? { blockType: row.blockType, blockName: row.blockName } : {};
      const copied = await prepareCopy(rowFields(field, row) ?? [], row, true, scope, `${path}.${index}`);
      rows.push({ ...extra, ...copied, id: randomBytes(12).toString('hex') });
    }
    return rows;
  }
  const hooks = field.hooks?.beforeDuplicate;
  if (hooks?.length) {
    let copied = value;
    for (const hook of hooks) {
      const next = await hook({
        value: copied,
        data: scope.source,
        siblingData,
        originalDoc: scope.source,
        operation: 'create',
        field,
        path,
        req: scope.req,
        context: scope.context,
      });
      if (next !== undefined) copied = next;
    }
    return copied;
  }
  const copyUnique = getFieldType(field.type).copyUnique;
  if (!inRows && field.unique && copyUnique) return copyUnique(value, field);
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
    const source = await loadStored(req, collection, id, 'read', args.overrideAccess);
    const versions = versionTarget(req, collection);
    // With drafts the copy starts from the latest draft and is a draft itself (Payload's duplicate).
    const drafts = Boolean(versions?.drafts);
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...stored
    } = (await readsDrafts(req, collection, true, args.overrideAccess))
      ? withLatestDraft(source, await findLatestVersion(req, versions!.collection, id))
      : source;
    await executeAccess({ req, collection, operation: 'create', overrideAccess: args.overrideAccess });
    const locale = writeLocale(req);
    const copy = await prepareCopy(fields, stored, false, { req, context, source: stored }, '');
    const data = { ...toLogical(fields, copy, locale), ...args.data };
    // A create through the write pipeline; the internal beforeWrite hooks do not run (no password is given).
    const target = collectionTarget(collection, {
      req,
      operation: 'create',
      depth,
      context,
      overrideAccess: args.overrideAccess,
    });
    const created = await writeDocument({ req, target, data, context, overrideAccess: args.overrideAccess, draft: drafts });
    if (!locale) return created;
    const [row] = await req.db.findByIDs({ collection: collection.slug, ids: [created.id], transaction: req.transaction });
    const { id: rowID, createdAt: _rc, updatedAt: _ru, ...fresh } = row;
    const merged = await req.db.updateOne({
      collection: collection.slug,
      id: rowID,
      data: fillOtherLocales(fields, fresh, copy, locale),
      transaction: req.transaction,
    });
    // The copy's version was taken before the other locales were added: it gets them too.
    if (versions) await replaceLatestSnapshot(req, versions, merged!);
    const [doc] = await readDocuments(collection, [merged!], { req, depth, context, overrideAccess: args.overrideAccess });
    return doc;
  });
  return runAfterOperation(collection, 'duplicate', args, doc, req, context);
}
