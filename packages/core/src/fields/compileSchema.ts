import { isPureReadHook } from './pureReadHook.ts';
import { getFieldType } from './registry.ts';
import { richTextAdapterOf } from './richText/adapter.ts';
import type { Block, Condition, DataField } from './types.ts';
import { walkFields } from './walkFields.ts';

/** A relationship or upload field to one collection, whose stored value is an id. */
export type RawRelation = Extract<DataField, { type: 'relationship' | 'upload' }>;

/** One data field of a collection or global, where it sits in the tree. */
export type CompiledField = {
  field: DataField;
  /** Schema path: names only, a block's slug where a row index would stand (`layout.hero.title`). */
  path: string;
  /** The group, array and blocks fields around it, outermost first. */
  parents: CompiledField[];
  /** The innermost block it lies in. */
  block: Block | undefined;
  /** Stored per locale: it is localized or lies inside a localized field. */
  isLocalized: boolean;
  /** It lies inside an array or blocks row. */
  isInRows: boolean;
  /**
   * The `admin.condition`s that decide whether it shows, outermost first: its parents' and its own (the
   * conditions of layout fields around it were folded into these by `flattenFields`).
   */
  conditions: Condition[];
};

/**
 * What the server needs to know about a collection's or global's fields, computed once when the config is
 * sanitized instead of by walks (and caches) per request.
 */
export type CompiledSchema = {
  /** Every data field by schema path, parents before their fields, in config order. */
  paths: Map<string, CompiledField>;
  /** The fields with a `defaultValue`. */
  defaults: CompiledField[];
  /** Some field (at any depth) is localized. */
  hasLocalizedFields: boolean;
  /** Some field (at any depth) can return other collections' documents (relationship, upload: the type's `reads`). */
  hasRelations: boolean;
  /**
   * Reading changes something at every level, populated documents too: hidden fields, field read access, read
   * transforms, afterRead hooks. (See `needsReadPassAt`.)
   */
  needsReadPass: boolean;
  /** Some field (at any depth) is virtual (a join): computed on the documents a request asked for only, not on populated ones. */
  hasVirtualFields: boolean;
  /** Some field (at any depth) has an afterRead hook or read access, so its reads depend on more than the data. */
  hasFieldReadLogic: boolean;
  /** The collections its fields (at any depth) can return documents of (the types' `reads`), in field order, once each. */
  relationTargets: string[];
  /** Top-level fields that are `hidden` (never leave the server). */
  hiddenNames: string[];
  /**
   * When the field read pass does nothing but bring top-level rich-text values up to date (no hidden fields, read
   * access, hooks or other transforms): the shape a row written with every such value current has, built from the
   * editors' `storedShape`s. Such rows read exactly as stored (see `storedShapeOf`).
   */
  storedShape?: string;
  /** The top-level fields whose values decide `storedShape`. */
  shapedFields: DataField[];
  /**
   * Reading with `depth` may put documents in place of ids: relationship, upload and join fields, rich text whose
   * editor names the documents its nodes refer to.
   */
  populates: boolean;
  /**
   * When every field that can hold another document is a top-level, unlocalized relationship or upload to one
   * collection (not `hasMany`, no read hooks or access) or shaped rich text whose editor tells references apart by
   * `referenceMarkers`: those relationship fields, which a read can populate in the stored JSON text itself
   * (`populateRaw`). `undefined` otherwise.
   */
  rawRelations?: RawRelation[];
  /**
   * The collections whose read access shapes a read (the collection itself first), or `false` when reads are
   * never a pure function of data and access (read hooks in reach). Filled in by `sanitizeConfig`, which sees
   * every collection; `undefined` before that.
   */
  readScope?: string[] | false;
};

/** Compiles flattened data fields (see `flattenFields`) into a `CompiledSchema`. */
export function compileSchema(fields: DataField[]): CompiledSchema {
  const schema: CompiledSchema = {
    paths: new Map(),
    defaults: [],
    hasLocalizedFields: false,
    hasRelations: false,
    needsReadPass: false,
    hasVirtualFields: false,
    hasFieldReadLogic: false,
    relationTargets: [],
    hiddenNames: [],
    shapedFields: [],
    populates: false,
  };
  const rawRelations: RawRelation[] = [];
  let rawPopulation = true;
  // Read work other than bringing top-level rich text up to date: with any, no row reads as stored.
  let otherReads = false;
  walkFields(fields, (at) => {
    const field = at.field;
    const parent = at.parent ? schema.paths.get(at.parent.schemaPath) : undefined;
    const condition = field.admin?.condition;
    const parentConditions = parent?.conditions ?? [];
    const compiled: CompiledField = {
      field,
      path: at.schemaPath,
      parents: parent ? [...parent.parents, parent] : [],
      block: at.block ?? parent?.block,
      isLocalized: at.isLocalized,
      isInRows: at.isInRows,
      conditions: typeof condition === 'function' ? [...parentConditions, condition] : parentConditions,
    };
    schema.paths.set(compiled.path, compiled);
    if (field.defaultValue !== undefined) schema.defaults.push(compiled);
    if (field.localized === true) schema.hasLocalizedFields = true;
    if (field.hidden && !parent) schema.hiddenNames.push(field.name);
    if (needsRead(field)) {
      schema.needsReadPass = true;
      const editor = richTextAdapterOf(field);
      const shaped = !parent && !at.isLocalized && editor?.storedShape !== undefined && editor.isCurrent !== undefined;
      if (shaped && !field.hidden && !field.access?.read && !field.hooks?.afterRead?.length) schema.shapedFields.push(field);
      else otherReads = true;
    }
    if (getFieldType(field.type).read) schema.hasVirtualFields = true;
    if (field.hooks?.afterRead?.some((hook) => !isPureReadHook(hook)) || field.access?.read) schema.hasFieldReadLogic = true;
    // Documents of other collections the field can return (populated or joined): their read access applies.
    const targets = getFieldType(field.type).reads?.(field);
    const editor = richTextAdapterOf(field);
    if (targets || editor?.references) {
      schema.populates = true;
      const readLogic = field.hooks?.afterRead?.length || field.access?.read || field.hidden;
      if (
        !parent &&
        !at.isLocalized &&
        !readLogic &&
        (field.type === 'relationship' || field.type === 'upload') &&
        typeof field.relationTo === 'string' &&
        !field.hasMany
      )
        rawRelations.push(field);
      // Shaped rich text says in its row's shape whether it refers to documents; fields inside values (blocks) could.
      else if (!(schema.shapedFields.includes(field) && !editor?.fieldGroups)) rawPopulation = false;
    }
    if (targets) {
      schema.hasRelations = true;
      for (const slug of targets) if (!schema.relationTargets.includes(slug)) schema.relationTargets.push(slug);
    }
  });
  if (rawPopulation && schema.populates) schema.rawRelations = rawRelations;
  if (!otherReads && schema.shapedFields.length > 0) {
    schema.storedShape = schema.shapedFields.map((field) => `${field.name}=${richTextAdapterOf(field)!.storedShape}`).join(';');
  } else schema.shapedFields = [];
  return schema;
}

/** Added to `storedShape` for a row whose rich text refers to documents: it reads as stored, but only unpopulated. */
export const referringShape = ';refers';

/**
 * The shape a stored row has (see `CompiledSchema.storedShape`): the schema's when every shaped field's value is
 * current or empty (with `referringShape` when one refers to documents), `undefined` when some value would change
 * on read (or the schema has no such shape).
 */
export function storedShapeOf(schema: CompiledSchema, stored: Record<string, unknown>): string | undefined {
  if (schema.storedShape === undefined) return undefined;
  let refers = false;
  for (const field of schema.shapedFields) {
    const value = stored[field.name];
    if (value === undefined || value === null) continue;
    const editor = richTextAdapterOf(field)!;
    if (!editor.isCurrent!(value)) return undefined;
    if (!refers && (editor.references?.(value).length ?? 0) > 0) refers = true;
  }
  return refers ? `${schema.storedShape}${referringShape}` : schema.storedShape;
}

/** Whether reading the field changes something at every level (virtual fields are `hasVirtualFields`). */
function needsRead(field: DataField): boolean {
  return (
    field.hidden === true ||
    field.access?.read !== undefined ||
    richTextAdapterOf(field)?.afterRead !== undefined ||
    (field.hooks?.afterRead?.length ?? 0) > 0 ||
    getFieldType(field.type).afterRead !== undefined
  );
}

/**
 * Whether documents read `level` hops from the ones the request asked for (`0`: those) need the field read pass:
 * virtual fields need it at level 0 only, everything else at every level.
 */
export function needsReadPassAt(schema: CompiledSchema, level: number): boolean {
  return schema.needsReadPass || (level === 0 && schema.hasVirtualFields);
}

/** Whether reading these flattened fields changes anything (hidden fields, read access, read transforms, hooks, virtual fields). */
export function fieldsNeedReadPass(fields: DataField[]): boolean {
  let needed = false;
  walkFields(fields, (at) => {
    if (needsRead(at.field) || getFieldType(at.field.type).read) needed = true;
    return !needed;
  });
  return needed;
}
