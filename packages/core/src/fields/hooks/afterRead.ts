import type { AtriumRequest } from '../../types.ts';
import { getFieldType } from '../registry.ts';
import { richTextAdapterOf } from '../richText/adapter.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import type { DataField, FieldAccess, FieldReadArgs } from '../types.ts';
import { type FieldCursor, walkFields } from '../walkFields.ts';

type Data = Record<string, unknown>;

export type ReadFieldArgs = {
  req: AtriumRequest;
  context: Record<string, unknown>;
  root: Data;
  showHidden: boolean;
  /** Skip field read access (internal reads). Defaults to `false`. */
  overrideAccess?: boolean;
  /** Relationship levels still to populate below the document, for virtual fields' reads. Defaults to `0`. */
  depth?: number;
  /** Hops taken from the document the request asked for (virtual fields are computed at `0` only). Defaults to `0`. */
  level?: number;
  /** A find as the reader (`readerFind`), for virtual fields' reads; without it they are not computed. */
  find?: FieldReadArgs['find'];
};

/**
 * The field half of reading a document: drops hidden fields and those the reader may not read, applies each type's read transform and runs
 * field afterRead hooks, the fields inside a value before the value's own. Mutates `data` (a fresh object from the adapter). Answers a
 * promise only when something waited (a read access, a virtual field, a hook); a document that needs none is read without one.
 */
export function afterReadFields(fields: DataField[], data: Data, args: ReadFieldArgs, prefix = ''): void | Promise<void> {
  return walkFields(fields, (at) => enterField(at, args), { data, path: prefix, leave: (at) => leaveField(at, args) });
}

/**
 * Drops what the reader may not see and computes a virtual field's value; `false` (also when the value is absent)
 * leaves the field alone.
 */
function enterField(at: FieldCursor, args: ReadFieldArgs): false | undefined | Promise<false | undefined> {
  const field = at.field;
  const data = at.siblingData!;
  if (field.hidden && !args.showHidden) {
    delete data[field.name];
    return false;
  }
  // A virtual field has no stored value to wait for: its type computes one on every read of a requested document.
  // Not on populated ones: a site's common read (a post at depth 2) would otherwise carry every populated category's
  // and author's list of posts, one query each and a response several times larger (bench:rest's by-id read fell
  // from ~1,500 to ~570 req/s uncached); joins that reach each other also end here.
  const isVirtual = getFieldType(field.type).read !== undefined && args.find !== undefined && (args.level ?? 0) === 0;
  if (!(field.name in data) && !isVirtual) return false;
  if (field.access?.read && !args.overrideAccess) return checkRead(at, field.access.read, args, isVirtual);
  return isVirtual ? readVirtual(at, args) : undefined;
}

async function checkRead(
  at: FieldCursor,
  read: FieldAccess,
  args: ReadFieldArgs,
  isVirtual: boolean,
): Promise<false | undefined> {
  const data = at.siblingData!;
  const allowed = await read({
    req: args.req,
    id: args.root.id as string | number | undefined,
    doc: args.root,
    siblingData: data,
  });
  if (allowed === true) return isVirtual ? readVirtual(at, args) : undefined;
  delete data[at.field.name];
  return false;
}

async function readVirtual(at: FieldCursor, args: ReadFieldArgs): Promise<undefined> {
  const field = at.field;
  const value = await getFieldType(field.type).read!({
    field,
    path: at.path,
    doc: args.root,
    siblingData: at.siblingData!,
    req: args.req,
    depth: args.depth ?? 0,
    context: args.context,
    overrideAccess: args.overrideAccess ?? false,
    find: args.find!,
  });
  at.set(value);
  return undefined;
}

/** The field's own read: its type's transform, its editor's read, its afterRead hooks (only these wait). */
function leaveField(at: FieldCursor, args: ReadFieldArgs): Promise<void> | undefined {
  const field = at.field;
  let value = at.value;
  const transform = getFieldType(field.type).afterRead;
  if (transform && value !== null && value !== undefined) {
    value = transform(value, field as never);
    at.set(value);
  }
  const editor = richTextAdapterOf(field);
  if ((editor?.afterRead && value !== null && value !== undefined) || field.hooks?.afterRead?.length)
    return finishField(at, value, args);
  return undefined;
}

async function finishField(at: FieldCursor, value: unknown, args: ReadFieldArgs): Promise<void> {
  const field = at.field;
  const path = at.path;
  const siblingData = at.siblingData!;
  const editor = richTextAdapterOf(field);
  if (editor?.afterRead && value !== null && value !== undefined) {
    value = await editor.afterRead(value, {
      req: args.req,
      context: args.context,
      path,
      readFields: async (fields, values, prefix) => afterReadFields(fields, values, args, `${path}.${prefix}`),
    });
  }
  for (const hook of field.hooks?.afterRead ?? []) {
    const next = await hook({
      value,
      data: args.root,
      siblingData,
      operation: 'read',
      field,
      path,
      req: args.req,
      context: args.context,
    });
    if (next !== undefined) value = next;
  }
  siblingData[field.name] = value;
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
