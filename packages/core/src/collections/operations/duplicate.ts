import { randomBytes } from 'node:crypto';
import { executeAccess } from '../../access/executeAccess.ts';
import { rowFields, subFields } from '../../fields/flattenFields.ts';
import type { DataField } from '../../fields/types.ts';
import type { Document } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
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
const isObject = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v);

export type DuplicateArgs = OperationBase & { id: unknown; depth?: unknown; data?: Record<string, unknown> };

/** Copies of rows need ids of their own; unique text gets " - Copy" so the copy can be stored. */
function prepareCopy(fields: DataField[], data: Data, isRoot: boolean): Data {
  const out: Data = {};
  for (const field of fields) {
    if (!(field.name in data)) continue;
    let value = data[field.name];
    if (field.type === 'group' && isObject(value)) value = prepareCopy(subFields(field), value, false);
    if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      value = value.map((row) => {
        if (!isObject(row)) return row;
        const fieldsOfRow = rowFields(field, row) ?? [];
        const extra = field.type === 'blocks' ? { blockType: row.blockType, blockName: row.blockName } : {};
        return { ...extra, ...prepareCopy(fieldsOfRow, row, false), id: randomBytes(12).toString('hex') };
      });
    }
    if (
      isRoot &&
      field.unique &&
      (field.type === 'text' || field.type === 'email' || field.type === 'textarea') &&
      typeof value === 'string'
    ) {
      value = field.type === 'email' ? value.replace('@', `+copy${randomBytes(3).toString('hex')}@`) : `${value} - Copy`;
    }
    out[field.name] = value;
  }
  return out;
}

/** Creates a copy of a document (in the request's locale), optionally overriding some fields. */
export async function duplicate(incoming: DuplicateArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'duplicate', incoming, incoming.req, context);
  const { req } = args;
  const id = sanitizeID(collection, args.id);
  const depth = sanitizeDepth(req, args.depth);
  const doc = await withTransaction(req, async () => {
    const stored = await loadStored(req, collection, id, 'read', args.overrideAccess);
    await executeAccess({ req, collection, operation: 'create', overrideAccess: args.overrideAccess });
    const logical = toLogical(collection.flattenedFields, stored, writeLocale(req)) ?? {};
    const data = { ...prepareCopy(collection.flattenedFields, logical, true), ...args.data };
    return writeDocument({ req, collection, data, depth, context });
  });
  return runAfterOperation(collection, 'duplicate', args, doc, req, context);
}
