import { type FieldError, QueryError, ValidationError } from '../../errors/index.ts';
import { labelOf } from '../../i18n/labelOf.ts';
import type { AtriumRequest } from '../../types.ts';
import { rowFields, subFields } from '../flattenFields.ts';
import { getFieldType } from '../registry.ts';
import { richTextAdapterOf } from '../richText/adapter.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import type { DataField, FieldHook } from '../types.ts';
import { walkFields } from '../walkFields.ts';
import { checkRelationships, coerceRelationshipIDs } from './relationships.ts';

type Data = Record<string, unknown>;

export type WriteContext = {
  req: AtriumRequest;
  operation: 'create' | 'update';
  context: Record<string, unknown>;
  /** `{ collection: 'posts' }` or `{ global: 'header' }`, carried into `ValidationError`. */
  owner: { collection?: string; global?: string };
  /** Keys accepted at the root besides the fields (`id`, `createdAt`…); they are dropped. */
  rootKeys: Set<string>;
  /** Skip field-level create/update access (internal writes). Defaults to `false`. */
  overrideAccess?: boolean;
  /** The document's id on update. */
  id?: string | number;
};

type Pass = {
  ctx: WriteContext;
  errors: FieldError[];
  root: Data;
  original?: Data;
  /** Also validate what lies inside a value that failed its own check (form state). Defaults to `false`. */
  thorough?: boolean;
  /** A draft: nothing is required and lists need no minimum of rows. Defaults to `false`. */
  draft?: boolean;
};

const rowKeys = new Set(['id']);
const blockKeys = new Set(['id', 'blockType', 'blockName']);

/**
 * Field half of a write, before the collection's beforeChange hooks: merges `incoming` over the stored
 * document (one locale), fills defaults for new values, runs field beforeValidate hooks and type coercion.
 * Malformed input (unknown keys, a non-object body) is reported as one `ValidationError` with every failing path.
 */
export async function prepareFields(
  fields: DataField[],
  incoming: unknown,
  original: Data | undefined,
  ctx: WriteContext,
): Promise<Data> {
  if (!isPlainObject(incoming)) {
    throw new QueryError('query:bodyNotObject');
  }
  // Hooks during the merge see the document as it will be: stored values overlaid with the incoming ones.
  const pass: Pass = { ctx, errors: [], root: { ...original, ...incoming }, original };
  for (const key of Object.keys(incoming)) {
    if (!ctx.rootKeys.has(key) && !fields.some((f) => f.name === key))
      unknownKey(pass, key, ctx.owner.collection ?? ctx.owner.global ?? '');
  }
  const merged = await mergeLevel(fields, incoming, original, '', pass, original === undefined);
  pass.root = merged;
  if (pass.errors.length) throw new ValidationError({ ...ctx.owner, errors: pass.errors });
  return merged;
}

/** Runs validators over the whole document (after collection beforeValidate hooks may have changed it). */
export async function validateFields(
  fields: DataField[],
  data: Data,
  original: Data | undefined,
  ctx: WriteContext,
  options: { draft?: boolean } = {},
): Promise<void> {
  const errors = await collectFieldErrors(fields, data, original, ctx, options);
  if (errors.length) throw new ValidationError({ ...ctx.owner, errors });
}

/**
 * Every validation error of the document, one per failing path, without throwing: field validators (skipping
 * fields whose condition hides them), then relationship ids and existence once the fields are valid.
 * `thorough` also validates the rows and fields inside a value that failed its own check (a list with too
 * few rows), as the form state wants an answer for every field; a save stops at the outer error. `draft` checks
 * the values as they are (types, shapes, relationships) but lets a draft be incomplete: no field is required and
 * no list needs a minimum of rows until it is published.
 */
export async function collectFieldErrors(
  fields: DataField[],
  data: Data,
  original: Data | undefined,
  ctx: WriteContext,
  options: { thorough?: boolean; draft?: boolean } = {},
): Promise<FieldError[]> {
  const pass: Pass = { ctx, errors: [], root: data, original, thorough: options.thorough, draft: options.draft };
  await validateLevel(fields, data, original, '', pass);
  if (pass.errors.length === 0) {
    coerceRelationshipIDs(fields, data, ctx.req.config, '', pass.errors, ctx.req);
    if (pass.errors.length === 0)
      await checkRelationships(fields, data, ctx.req, pass.errors, { original, overrideAccess: ctx.overrideAccess });
  }
  return pass.errors;
}

/** Whether a field's `admin.condition` shows it (hidden fields keep their value and are not validated). */
export function passesCondition(field: DataField, data: Data, siblingData: Data, req: AtriumRequest): boolean {
  const condition = field.admin?.condition;
  return !condition || Boolean(condition(data, siblingData, { user: req.user }));
}

/** Field beforeChange hooks over the whole document; a parent's hooks run before its children's. */
export async function runBeforeChangeHooks(
  fields: DataField[],
  data: Data,
  original: Data | undefined,
  ctx: WriteContext,
): Promise<void> {
  await hookLevel(fields, data, original, '', { ctx, errors: [], root: data, original }, 'beforeChange');
}

/** Field afterChange hooks; their return values change the document returned, not the stored one. */
export async function runAfterChangeHooks(
  fields: DataField[],
  data: Data,
  original: Data | undefined,
  ctx: WriteContext,
): Promise<void> {
  await hookLevel(fields, data, original, '', { ctx, errors: [], root: data, original }, 'afterChange');
}

function unknownKey(pass: Pass, path: string, entity: string) {
  pass.errors.push({ path, message: pass.ctx.req.t('validation:unknownField', { entity }) });
}

/**
 * The merge builds new objects level by level (stored values, incoming values, defaults), so it is a transform
 * rather than a visit and keeps its own recursion; the walks after it (validation, hooks) use `walkFields`, which waits for their visits.
 */
async function mergeLevel(
  fields: DataField[],
  incoming: Data,
  original: Data | undefined,
  prefix: string,
  pass: Pass,
  isNew: boolean,
): Promise<Data> {
  const out: Data = {};
  // Hooks see their siblings as they will be stored, not just the ones merged so far.
  const siblings: Data = { ...original, ...incoming };
  for (const field of fields) {
    // A virtual field stores nothing: the value a read gave it (a form sends it back) is dropped, not refused.
    if (getFieldType(field.type).storage === 'none') continue;
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const previous = original?.[field.name];
    // A value the writer may not set is ignored: the stored value stays (or the default applies on create).
    const given = field.name in incoming && incoming[field.name] !== undefined && (await mayWrite(field, pass, siblings));
    let value: unknown = given ? incoming[field.name] : previous;
    if (!given && (isNew || !original || !(field.name in original)) && field.defaultValue !== undefined) {
      value =
        typeof field.defaultValue === 'function'
          ? await field.defaultValue({ user: pass.ctx.req.user, locale: pass.ctx.req.locale, req: pass.ctx.req })
          : structuredClone(field.defaultValue);
    }
    if (field.type === 'group' && (isPlainObject(value) || value === undefined)) {
      const groupIn = given && isPlainObject(incoming[field.name]) ? (incoming[field.name] as Data) : {};
      checkKeys(subFields(field), groupIn, new Set(), path, pass);
      value = await mergeLevel(
        subFields(field),
        groupIn,
        isPlainObject(previous) ? previous : undefined,
        path,
        pass,
        isNew || !isPlainObject(previous),
      );
    } else if ((field.type === 'array' || field.type === 'blocks') && given && Array.isArray(value)) {
      value = await mergeRows(field, value, previous, path, pass);
    }
    value = await runHooks(field.hooks?.beforeValidate, field, value, previous, siblings, path, pass, 'update');
    // An empty list for a single value (a cleared multi-choice input, or a hostile client) is no value. Stored as
    // `[]`, it made every typed filter on the field fail on PostgreSQL, which cannot cast it.
    if (Array.isArray(value) && value.length === 0 && holdsOneValue(field)) value = null;
    const definition = getFieldType(field.type);
    if (definition.beforeWrite && value !== undefined && value !== null) value = definition.beforeWrite(value, field as never);
    // Fields inside rich text (block fields…) get defaults, beforeValidate hooks and coercion too. The value is
    // the editor's normalized copy, so they are filled in place; keys besides the fields (id, blockType) stay.
    const groups = value !== undefined && value !== null ? richTextAdapterOf(field)?.fieldGroups?.(value) : undefined;
    for (const group of groups ?? []) {
      Object.assign(group.values, await mergeLevel(group.fields, group.values, undefined, `${path}.${group.path}`, pass, true));
    }
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/** Types whose value is a list or a structure of its own; every other type holds one value unless `hasMany`. */
const structuredTypes = new Set<DataField['type']>(['array', 'blocks', 'group', 'json', 'richText']);

function holdsOneValue(field: DataField): boolean {
  return !structuredTypes.has(field.type) && !('hasMany' in field && field.hasMany);
}

async function mergeRows(
  field: Extract<DataField, { type: 'array' | 'blocks' }>,
  rows: unknown[],
  previous: unknown,
  path: string,
  pass: Pass,
) {
  const previousRows = new Map((Array.isArray(previous) ? previous : []).filter(isPlainObject).map((r) => [r.id, r]));
  const out: unknown[] = [];
  for (const [i, row] of rows.entries()) {
    if (!isPlainObject(row)) {
      out.push(row);
      continue;
    }
    const rowPath = `${path}.${i}`;
    const fieldsOfRow = rowFields(field, row);
    if (!fieldsOfRow) {
      out.push(row);
      continue;
    }
    checkKeys(fieldsOfRow, row, field.type === 'array' ? rowKeys : blockKeys, rowPath, pass);
    const before = row.id !== undefined ? previousRows.get(row.id) : undefined;
    const merged = await mergeLevel(fieldsOfRow, row, before, rowPath, pass, before === undefined);
    const extra: Data = {};
    for (const key of field.type === 'array' ? rowKeys : blockKeys) if (row[key] !== undefined) extra[key] = row[key];
    out.push({ ...extra, ...merged });
  }
  return out;
}

async function mayWrite(field: DataField, pass: Pass, siblingData: Data): Promise<boolean> {
  const { ctx } = pass;
  // A global is only ever updated, even by the write that first stores it (its permissions say the same).
  const check = field.access?.[ctx.owner.global ? 'update' : ctx.operation];
  if (!check || ctx.overrideAccess) return true;
  return (await check({ req: ctx.req, id: ctx.id, data: pass.root, siblingData, doc: pass.original })) === true;
}

function checkKeys(fields: DataField[], data: Data, allowed: Set<string>, prefix: string, pass: Pass) {
  for (const key of Object.keys(data)) {
    if (!allowed.has(key) && !fields.some((f) => f.name === key)) unknownKey(pass, `${prefix}.${key}`, prefix);
  }
}

/**
 * Validators in walk order, skipping fields whose condition hides them; a failed value is not looked inside unless
 * the pass is thorough, and never by its editor. Rows have no stored values here (`previousValue` is the group's).
 */
/** A field as a draft's validation sees it: what it holds is checked, but it may be empty or short of rows. */
function asDraftField(field: DataField): DataField {
  if (!('required' in field) && !('minRows' in field)) return field;
  return { ...field, required: false, minRows: undefined } as DataField;
}

async function validateLevel(fields: DataField[], data: Data, original: Data | undefined, prefix: string, pass: Pass) {
  const { req } = pass.ctx;
  await walkFields(
    fields,
    async (at) => {
      const field = at.field;
      const siblingData = at.siblingData!;
      const value = at.value;
      if (!passesCondition(field, pass.root, siblingData, req)) return false;
      const validate = field.validate ?? getFieldType(field.type).validate;
      const result = await validate(value, {
        data: pass.root,
        siblingData,
        originalDoc: pass.original,
        previousValue: at.previousValue,
        operation: pass.ctx.operation,
        field: (pass.draft ? asDraftField(field) : field) as never,
        req,
        path: at.path,
      });
      const failed = result !== true;
      if (failed) {
        pass.errors.push({
          path: at.path,
          message: typeof result === 'string' ? req.t(result) : req.t('error:unspecific'),
          ...(field.label ? { label: labelOf(req, field.label) } : {}),
        });
        if (!pass.thorough) return false;
      }
      const editor = richTextAdapterOf(field);
      // A value its own validator refused is no editor state to look inside.
      if (!failed && editor?.validate && value !== undefined && value !== null) {
        const path = at.path;
        const problems = await editor.validate(value, {
          req,
          path,
          data: pass.root,
          operation: pass.ctx.operation,
          // Ordinary fields inside the value (block fields) are validated like any other, paths relative to it.
          validateFields: async (fields, values, prefix) => {
            const inner: Pass = { ...pass, errors: [] };
            await validateLevel(fields, values, undefined, prefix, inner);
            return inner.errors;
          },
        });
        for (const problem of problems) pass.errors.push({ ...problem, path: `${path}.${problem.path}` });
      }
    },
    { data, original, path: prefix },
  );
}

/**
 * One kind of field hook in walk order: a parent's hooks run before its fields', which see the value the hooks
 * left; rows are paired with the stored rows of the same id, the fields inside rich text with none.
 */
async function hookLevel(
  fields: DataField[],
  data: Data,
  original: Data | undefined,
  prefix: string,
  pass: Pass,
  hook: 'beforeChange' | 'afterChange',
) {
  await walkFields(
    fields,
    (at) => {
      const hooks = at.field.hooks?.[hook];
      if (!hooks?.length) return;
      return runHooks(hooks, at.field, at.value, at.previousValue, at.siblingData!, at.path, pass, pass.ctx.operation).then(
        (value) => {
          if (value !== undefined) at.set(value);
        },
      );
    },
    { data, original, path: prefix, richText: true, matchRows: true },
  );
}

async function runHooks(
  hooks: FieldHook[] | undefined,
  field: DataField,
  value: unknown,
  previous: unknown,
  siblingData: Data,
  path: string,
  pass: Pass,
  operation: 'create' | 'update',
) {
  if (!hooks?.length) return value;
  let current = value;
  for (const hook of hooks) {
    const next = await hook({
      value: current,
      previousValue: previous,
      data: pass.root,
      siblingData,
      originalDoc: pass.original,
      operation: pass.ctx.operation ?? operation,
      field,
      path,
      req: pass.ctx.req,
      context: pass.ctx.context,
    });
    if (next !== undefined) current = next;
  }
  return current;
}
