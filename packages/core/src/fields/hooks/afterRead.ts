import type { AtriumRequest } from '../../types.ts';
import { rowFields, subFields } from '../flattenFields.ts';
import { getFieldType } from '../registry.ts';
import { richTextAdapterOf } from '../richText/adapter.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import type { DataField } from '../types.ts';

type Data = Record<string, unknown>;

export type ReadFieldArgs = {
  req: AtriumRequest;
  context: Record<string, unknown>;
  root: Data;
  showHidden: boolean;
  /** Skip field read access (internal reads). Defaults to `false`. */
  overrideAccess?: boolean;
};

/**
 * The field half of reading a document: drops hidden fields and those the reader may not read, applies each type's read transform and runs
 * field afterRead hooks, depth first. Mutates `data` (a fresh object from the adapter).
 */
export async function afterReadFields(fields: DataField[], data: Data, args: ReadFieldArgs, prefix = ''): Promise<void> {
  for (const field of fields) {
    if (field.hidden && !args.showHidden) {
      delete data[field.name];
      continue;
    }
    if (!(field.name in data)) continue;
    if (field.access?.read && !args.overrideAccess) {
      const allowed = await field.access.read({
        req: args.req,
        id: args.root.id as string | number | undefined,
        doc: args.root,
        siblingData: data,
      });
      if (allowed !== true) {
        delete data[field.name];
        continue;
      }
    }
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    let value = data[field.name];
    if (field.type === 'group' && isPlainObject(value)) await afterReadFields(subFields(field), value, args, path);
    if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      for (const [i, row] of value.entries()) {
        if (!isPlainObject(row)) continue;
        const fieldsOfRow = rowFields(field, row);
        if (fieldsOfRow) await afterReadFields(fieldsOfRow, row, args, `${path}.${i}`);
      }
    }
    const transform = getFieldType(field.type).afterRead;
    if (transform && value !== null && value !== undefined) value = transform(value, field as never);
    const editor = richTextAdapterOf(field);
    if (editor?.afterRead && value !== null && value !== undefined) {
      value = await editor.afterRead(value, {
        req: args.req,
        context: args.context,
        path,
        readFields: (fields, values, prefix) => afterReadFields(fields, values, args, `${path}.${prefix}`),
      });
    }
    for (const hook of field.hooks?.afterRead ?? []) {
      const next = await hook({
        value,
        data: args.root,
        siblingData: data,
        operation: 'read',
        field,
        path,
        req: args.req,
        context: args.context,
      });
      if (next !== undefined) value = next;
    }
    data[field.name] = value;
  }
}

/**
 * Applies a `select`: `{ title: true, hero: { title: true } }` keeps those fields (and `id`); a select whose
 * values are all `false` removes those fields instead.
 */
export function applySelect(data: Data, select: Data, isRoot = true): Data {
  const values = Object.values(select);
  const exclude = values.length > 0 && values.every((v) => v === false || v === 'false');
  if (exclude) {
    const out = { ...data };
    for (const key of Object.keys(select)) delete out[key];
    return out;
  }
  const out: Data = {};
  if (isRoot && 'id' in data) out.id = data.id;
  for (const [key, rule] of Object.entries(select)) {
    if (!(key in data) || rule === false || rule === 'false') continue;
    const value = data[key];
    if (isPlainObject(rule) && isPlainObject(value)) out[key] = applySelect(value, rule, false);
    else if (isPlainObject(rule) && Array.isArray(value))
      out[key] = value.map((row) => (isPlainObject(row) ? { id: row.id, ...applySelect(row, rule, false) } : row));
    else out[key] = value;
  }
  return out;
}
