import { en } from '@atrium/translations';
import { InvalidConfiguration } from '../errors/index.ts';
import { fieldTypes, getFieldType } from '../fields/registry.ts';
import type { DataField, Field, FieldSanitizeContext, FieldTypeDefinition, Tab } from '../fields/types.ts';
import { createTranslate } from '../i18n/createTranslate.ts';
import type { AtriumRequest } from '../types.ts';
import { fieldNamePattern } from './defaults.ts';

/** What field sanitizing needs to know about the rest of the config. */
export type FieldContext = {
  /** `collection "posts"` or `global "header"`, for messages. */
  owner: string;
  collectionSlugs: Set<string>;
  uploadSlugs: Set<string>;
  /** Collections that allow rich-text relationship/upload embeds and internal links. */
  richTextTargets?: { relationship: Set<string>; link: Set<string> };
  hasLocalization: boolean;
  /** Names no top-level field may use. */
  reservedNames?: Set<string>;
  /** Inside an array or blocks field, where a value repeats per row. */
  inRows?: boolean;
};

const layoutTypes = new Set(['row', 'collapsible', 'tabs', 'ui']);
const fieldTypeNames = Object.keys(fieldTypes);

function fail(ctx: FieldContext, path: string, problem: string): never {
  throw new InvalidConfiguration(`Invalid config: ${ctx.owner}, field "${path}": ${problem}`);
}

/**
 * Checks a field list and returns a sanitized copy: each type's own checks, names unique per data level,
 * relationships pointing at existing collections, `localized` only with localization configured.
 */
export function sanitizeFields(fields: Field[], ctx: FieldContext, prefix = ''): Field[] {
  if (!Array.isArray(fields)) fail(ctx, prefix || '(root)', '`fields` must be an array');
  const seen = new Map<string, string>();
  const sanitized = fields.map((field, i) => sanitizeField(field, ctx, prefix, i, seen, prefix === ''));
  return sanitized;
}

function sanitizeField(
  field: Field,
  ctx: FieldContext,
  prefix: string,
  index: number,
  seen: Map<string, string>,
  isRoot: boolean,
): Field {
  // Name the field when it has a name; otherwise its position (1-based, as a person counts).
  const named = typeof (field as { name?: unknown })?.name === 'string' ? (field as { name: string }).name : undefined;
  const where = named ? (prefix ? `${prefix}.${named}` : named) : `${prefix ? `${prefix}.` : ''}#${index + 1} (counting from 1)`;
  if (!field || typeof field !== 'object') fail(ctx, where, 'a field must be an object');
  const type = (field as { type?: unknown }).type;
  if (typeof type !== 'string') fail(ctx, where, '`type` is missing');

  if (layoutTypes.has(type)) {
    const layoutAdmin = (field as { admin?: { condition?: unknown } }).admin;
    if (layoutAdmin?.condition !== undefined && typeof layoutAdmin.condition !== 'function')
      fail(ctx, where, '`admin.condition` must be a function');
    if (field.type === 'row' || field.type === 'collapsible') {
      return { ...field, fields: sanitizeLevel(field.fields, ctx, prefix, seen, isRoot, where) };
    }
    if (field.type === 'tabs') {
      if (!Array.isArray(field.tabs) || field.tabs.length === 0) fail(ctx, where, '`tabs` needs at least one tab');
      const tabs = field.tabs.map((tab: Tab, t): Tab => {
        if (tab?.admin?.condition !== undefined && typeof tab.admin.condition !== 'function')
          fail(ctx, `${where}.tabs[${t}]`, '`admin.condition` must be a function');
        if (tab.name === undefined)
          return { ...tab, fields: sanitizeLevel(tab.fields, ctx, prefix, seen, isRoot, `${where}.tabs[${t}]`) };
        const path = prefix ? `${prefix}.${tab.name}` : tab.name;
        claimName(tab.name, path, ctx, seen, isRoot);
        if (tab.localized && !ctx.hasLocalization) fail(ctx, path, '`localized` needs `localization` in the config');
        return { ...tab, fields: sanitizeFields(tab.fields, ctx, path) };
      });
      return { ...field, tabs };
    }
    if (field.type === 'ui' && (typeof field.name !== 'string' || !field.name)) fail(ctx, where, 'a ui field needs a `name`');
    return { ...field };
  }

  const data = field as DataField;
  const definition = getFieldType(data.type);
  if (!definition)
    fail(ctx, where, `unknown field type "${type}"; the types are ${[...fieldTypeNames, ...layoutTypes].join(', ')}`);
  const path = prefix ? `${prefix}.${data.name}` : data.name;
  claimName(data.name, named ? path : where, ctx, seen, isRoot);
  if (data.localized && !ctx.hasLocalization) fail(ctx, path, '`localized` needs `localization` in the config');
  if (data.validate !== undefined && typeof data.validate !== 'function') fail(ctx, path, '`validate` must be a function');
  if (data.admin?.condition !== undefined && typeof data.admin.condition !== 'function')
    fail(ctx, path, '`admin.condition` must be a function');
  for (const [hook, list] of Object.entries(data.hooks ?? {})) {
    if (!Array.isArray(list) || list.some((h) => typeof h !== 'function'))
      fail(ctx, path, `\`hooks.${hook}\` must be an array of functions`);
  }

  const typeCtx: FieldSanitizeContext = {
    collectionSlugs: ctx.collectionSlugs,
    uploadSlugs: ctx.uploadSlugs,
    richTextTargets: ctx.richTextTargets ?? { relationship: ctx.collectionSlugs, link: ctx.collectionSlugs },
    sanitizeFields: (fields, options = {}) =>
      sanitizeFields(fields, options.inRows ? { ...ctx, inRows: true } : ctx, options.under ? `${path}.${options.under}` : path),
  };
  // The type's own checks first (sub-fields are checked inside them), so a message names the innermost key.
  const out = (
    definition.sanitize ? definition.sanitize(data as never, `${ctx.owner}, field "${path}"`, typeCtx) : { ...data }
  ) as DataField;
  checkStaticDefault(out, definition, ctx, path);

  if (out.unique) {
    // A unique index covers one value per document; these shapes hold many values or none that compare.
    const many = ctx.inRows ? 'inside an array or blocks' : definition.isMany?.(out as never) ? 'with `hasMany`' : undefined;
    const shape = definition.isUniqueCapable(out as never) ? undefined : `on a ${out.type} field`;
    if (many || shape) fail(ctx, path, `\`unique\` is not supported ${many ?? shape}`);
  }
  return out;
}

/** Layout fields share the name space of their parent level. */
function sanitizeLevel(
  fields: Field[],
  ctx: FieldContext,
  prefix: string,
  seen: Map<string, string>,
  isRoot: boolean,
  where: string,
): Field[] {
  if (!Array.isArray(fields)) fail(ctx, where, '`fields` must be an array');
  return fields.map((f, i) => sanitizeField(f, ctx, prefix, i, seen, isRoot));
}

function claimName(name: unknown, path: string, ctx: FieldContext, seen: Map<string, string>, isRoot: boolean) {
  if (typeof name !== 'string' || !fieldNamePattern.test(name)) {
    fail(
      ctx,
      path,
      name === undefined
        ? '`name` is missing'
        : '`name` must start with a letter or underscore and hold only letters, digits and underscores',
    );
  }
  if (isRoot && ctx.reservedNames?.has(name)) fail(ctx, path, `"${name}" is reserved`);
  if (seen.has(name)) fail(ctx, path, `the name "${name}" is used twice at the same level`);
  seen.set(name, path);
}

const englishOnly = createTranslate(en);

/**
 * A fixed `defaultValue` that its own field would refuse fails at start-up, not on every later create that
 * leaves the field out. Container defaults are checked row by row on write; functions run per request.
 */
function checkStaticDefault(field: DataField, definition: FieldTypeDefinition, ctx: FieldContext, path: string) {
  const value = field.defaultValue;
  if (
    value === undefined ||
    typeof value === 'function' ||
    field.type === 'array' ||
    field.type === 'blocks' ||
    field.type === 'group'
  )
    return;
  const written = definition.beforeWrite && value !== null ? definition.beforeWrite(value, field as never) : value;
  // Built-in validators are pure: they only need the translator from the request.
  const req = { t: englishOnly, language: 'en' } as unknown as AtriumRequest;
  const result = definition.validate(written, {
    data: {},
    siblingData: {},
    operation: 'create',
    field: field as never,
    req,
    path,
  });
  if (result !== true && !(result instanceof Promise))
    fail(ctx, path, `\`defaultValue\` ${JSON.stringify(value)} is not valid here: ${result}`);
}
