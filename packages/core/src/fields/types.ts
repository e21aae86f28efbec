import type { SanitizedConfig } from '../config/types.ts';
import type { AtriumRequest } from '../types.ts';
import type { FieldTypes } from './registry.ts';

// Each type's config type lives in its folder and is listed by the registry, so adding a type leaves this file alone.
export type * from './registry.ts';

/** A label: plain text, or text per admin language (`{ en: 'Title', de: 'Titel' }`). */
export type Label = string | Record<string, string>;

/** What a validator answers: `true` when valid, otherwise a message or translation key (`validation:required`). */
export type ValidationResult = true | string;

export type ValidateArgs<TValue = unknown, TField = FieldBase> = {
  /** The whole document being written (after defaults and beforeValidate hooks). */
  data: Record<string, unknown>;
  /** The object that holds this field (the array row, group or document). */
  siblingData: Record<string, unknown>;
  /** The stored document on update, `undefined` on create. */
  originalDoc?: Record<string, unknown>;
  previousValue?: TValue;
  operation: 'create' | 'update';
  field: TField;
  req: AtriumRequest;
  /** Dot path of the field in the document, with row indexes (`layout.2.title`). */
  path: string;
};

export type Validate<TValue = unknown, TField = FieldBase> = (
  value: TValue | null | undefined,
  args: ValidateArgs<TValue, TField>,
) => ValidationResult | Promise<ValidationResult>;

export type FieldHookArgs = {
  value: unknown;
  previousValue?: unknown;
  data: Record<string, unknown>;
  siblingData: Record<string, unknown>;
  originalDoc?: Record<string, unknown>;
  operation: 'create' | 'update' | 'read' | 'delete';
  field: DataField;
  path: string;
  req: AtriumRequest;
  context: Record<string, unknown>;
};
/** A field hook returns the new value, or `undefined` to keep the value as it is. */
export type FieldHook = (args: FieldHookArgs) => unknown;

export type FieldHooks = {
  beforeValidate?: FieldHook[];
  beforeChange?: FieldHook[];
  afterChange?: FieldHook[];
  afterRead?: FieldHook[];
  /**
   * On `duplicate`, before the copy is written: the source's stored value in (one locale's at a time for a
   * localized field), the copy's value out (`undefined` leaves it empty). Replaces the built-in " - Copy" of
   * unique text. Lets a copy start as a draft instead of going public at once.
   */
  beforeDuplicate?: FieldHook[];
};

export type FieldAccessArgs = {
  req: AtriumRequest;
  id?: string | number;
  data?: Record<string, unknown>;
  siblingData?: Record<string, unknown>;
  doc?: Record<string, unknown>;
};
export type FieldAccess = (args: FieldAccessArgs) => boolean | Promise<boolean>;

/**
 * Whether a field is shown (and validated): `(data, siblingData, { user })`, the same signature as Payload's
 * so existing configs carry over. A hidden field keeps its value.
 */
export type Condition = (
  data: Record<string, unknown>,
  siblingData: Record<string, unknown>,
  context: { user?: unknown },
) => boolean;

export type FieldAdmin = {
  /** The field is shown but cannot be edited in the admin. Defaults to `false`. */
  readOnly?: boolean;
  /** `sidebar` places the field beside the main form. Defaults to the main column. */
  position?: 'sidebar';
  /** Shown only while this returns true; the value is kept either way. */
  condition?: Condition;
  description?: Label;
  /** CSS width inside a row, e.g. `'50%'`. */
  width?: string;
  placeholder?: Label;
  hidden?: boolean;
  className?: string;
  /**
   * Plugin components (`'<package>#<name>'`, from a package whose package.json declares `"atrium": { "admin" }`):
   * `Field` in place of the input, `Cell` in place of the list cell.
   */
  components?: { Field?: string; Cell?: string; [key: string]: unknown };
  /** Serializable values a plugin hands the admin: they reach the client config (unlike the field's `custom`). */
  custom?: Record<string, unknown>;
  [key: string]: unknown;
};

/**
 * What the client config (`clientConfig`) puts on a field, tab or layout field in place of functions that
 * cannot be sent to the browser, so the admin knows which answers only the server can give
 * (`POST /api/form-state`). Absent means `false`.
 */
export type ClientFieldMarkers = {
  /** Its `admin.condition` is a function: ask the form state whether it shows (`passesCondition`). */
  hasCondition?: true;
  /** It has its own `validate` function (which replaces the built-in validator): only the server can check it. */
  hasValidate?: true;
};

export type DefaultValueArgs = { user?: unknown; locale?: string; req: AtriumRequest };

/** Options every data field shares. */
export type FieldBase = {
  /** Key of the value in the document. Letters, digits and underscores; no dots. */
  name: string;
  label?: Label | false;
  /** Defaults to `false`. */
  required?: boolean;
  /** A unique index is created; duplicates answer a validation error. Defaults to `false`. */
  unique?: boolean;
  /** An expression index is created at start-up. Defaults to `false`. */
  index?: boolean;
  defaultValue?: unknown | ((args: DefaultValueArgs) => unknown);
  validate?: Validate<any, any>;
  /** Never returned by the API and not shown in the admin. Defaults to `false`. */
  hidden?: boolean;
  /** Stored once per locale (needs `config.localization`). Defaults to `false`. */
  localized?: boolean;
  hooks?: FieldHooks;
  access?: { create?: FieldAccess; read?: FieldAccess; update?: FieldAccess };
  admin?: FieldAdmin;
  custom?: Record<string, unknown>;
};

export type OptionObject = { label: Label; value: string };
/** A select or radio option: its value, or a value with a label. */
export type Option = string | OptionObject;

/** Layout-only fields: they shape the admin form and store nothing of their own. */
export type RowField = { type: 'row'; fields: Field[]; admin?: FieldAdmin };
export type CollapsibleField = {
  type: 'collapsible';
  label: Label;
  fields: Field[];
  admin?: FieldAdmin & { initCollapsed?: boolean };
};
/** A tab with `name` stores its fields under that key; an unnamed tab is layout only. */
export type Tab = { name?: string; label?: Label; description?: Label; fields: Field[]; localized?: boolean; admin?: FieldAdmin };
export type TabsField = { type: 'tabs'; tabs: Tab[]; admin?: FieldAdmin };
/** A custom admin component with no value. */
export type UIField = { type: 'ui'; name: string; admin?: FieldAdmin };

/** Every data field's config: one per type in the registry (`fields/<type>/types.ts`), so a new type changes no line here. */
export type DataField = ConfigOf<FieldTypes[keyof FieldTypes]>;
export type LayoutField = RowField | CollapsibleField | TabsField | UIField;
export type Field = DataField | LayoutField;
export type FieldType = Field['type'];
export type DataFieldType = DataField['type'];

/** The config type a registry entry is written for. */
export type ConfigOf<D> = D extends FieldTypeDefinition<infer F> ? F : never;

/** How a field's stored value is compared in queries (chooses casts and operators in SQL). */
export type QueryValueKind = 'text' | 'number' | 'boolean' | 'date' | 'json' | 'point' | 'relationship' | 'richText';

/**
 * Where a type's value lives in the stored document: `scalar` is one comparable value (or a list of them with
 * `isMany`), which expression indexes and sorts can use; `json` is a structure (sub-fields, rows, geometry,
 * rich text) compared only through its parts; `none` is a virtual field that stores nothing and is computed on
 * read by `read` (a join).
 */
export type FieldStorage = 'scalar' | 'json' | 'none';

/**
 * What a type's own config checks may know about the rest of the config. Absent when a type is checked on its
 * own (unit tests): checks that need the rest of the config are then skipped.
 */
export type FieldSanitizeContext = {
  collectionSlugs: Set<string>;
  uploadSlugs: Set<string>;
  /** Collections that allow rich-text relationship/upload embeds and internal links. */
  richTextTargets: { relationship: Set<string>; link: Set<string> };
  /**
   * Sanitizes this field's sub-fields: `under` adds a step to their paths (a block's slug), `inRows` says their
   * values repeat per row (no unique index holds there).
   */
  sanitizeFields: (fields: Field[], options?: { under?: string; inRows?: boolean }) => Field[];
};

/** What a type's `checkConfig` gets: the sanitized config and where the field is. */
export type FieldConfigContext = {
  config: SanitizedConfig;
  /** The collection holding the field; absent in a global. */
  collection?: string;
  /** The global holding the field; absent in a collection. */
  global?: string;
  /** Where the field is, for messages (`collection "categories", field "posts"`). */
  path: string;
};

/** What a virtual field's `read` gets: the document being read and a way to read other collections as the reader. */
export type FieldReadArgs<F = DataField> = {
  field: F;
  /** Dot path of the field in the document. */
  path: string;
  /** The whole document being read (its `id` included). */
  doc: Record<string, unknown>;
  /** The object that holds this field (the document, a group or a row). */
  siblingData: Record<string, unknown>;
  req: AtriumRequest;
  /** Relationship levels still to populate below this document (`0`: answer ids). */
  depth: number;
  context: Record<string, unknown>;
  /** The read skips access checks (an internal read): `find` then does too. */
  overrideAccess: boolean;
  /**
   * A find as the reader (`collections/readerFind.ts`): where and sort checked like a caller's, their read access
   * to `collection` applied (none at all when refused; skipped with `overrideAccess`), the rows read through that
   * collection's read pipeline (read hooks, population to `depth`), in the same transaction; no operation hooks.
   */
  find: (args: FieldFindArgs) => Promise<FieldFindResult>;
};

/** A `find` a field's `read` may run (`FieldReadArgs.find`). */
export type FieldFindArgs = {
  collection: string;
  where?: unknown;
  sort?: unknown;
  /** Defaults to the config's default page size. */
  limit?: number;
  page?: number;
  /** Defaults to `0` (ids and stored values only). */
  depth?: number;
  /** `false` skips counting. Defaults to `true`. */
  pagination?: boolean;
};
export type FieldFindResult = { docs: Record<string, unknown>[]; totalDocs: number; hasNextPage: boolean };

/**
 * One field type's behaviour on the server. Each type lives in `fields/<type>/` and registers one of these.
 * Transforms keep the stored shape canonical: `beforeWrite` turns accepted input (`'5'` for a number
 * posted from a form) into the stored form, `afterRead` turns the stored form into the API form.
 */
export type FieldTypeDefinition<F extends FieldBase & { type: string } = any> = {
  type: F['type'];
  /** Checks the field's own config at start-up; throws `InvalidConfiguration` naming the key. */
  sanitize?: (field: F, path: string, ctx?: FieldSanitizeContext) => F;
  /**
   * Checks that need the whole sanitized config (a join's `on` must be a relationship of the joined collection
   * that points back); runs once every collection is sanitized and throws `InvalidConfiguration` naming the key.
   */
  checkConfig?: (field: F, ctx: FieldConfigContext) => void;
  /** The built-in validator; the user's `validate` runs instead when given. */
  validate: Validate<any, F>;
  /** Normalizes an incoming value before validation (coercion of equivalent forms). */
  beforeWrite?: (value: unknown, field: F) => unknown;
  afterRead?: (value: unknown, field: F) => unknown;
  /** How the value is stored (see `FieldStorage`); `none` fields are dropped from writes and never indexed. */
  storage: FieldStorage;
  /**
   * Computes a virtual field's value (`storage: 'none'`) on every read of the documents a request asked for (level 0;
   * populated documents carry none); runs before the field's afterRead hooks.
   */
  read?: (args: FieldReadArgs<F>) => Promise<unknown>;
  /** How `where` values for this field are coerced and compared. */
  queryKind: QueryValueKind;
  /** Where operators this field accepts (`exists` for every stored type; none for a virtual one). */
  operators: readonly WhereOperator[];
  /** Whether the stored value is an array of scalars (hasMany). */
  isMany?: (field: F) => boolean;
  /** Whether where values past ±`Number.MAX_SAFE_INTEGER` are refused (they cannot be compared exactly). */
  isExactNumber?: (field: F) => boolean;
  /** Whether lists can be sorted by it: one comparable value per document. */
  isSortable: (field: F) => boolean;
  /** Whether `unique` may be set: a unique index needs one comparable value per document. */
  isUniqueCapable: (field: F) => boolean;
  /**
   * The collections whose documents a read of this field can return (populated relationships, joined
   * documents): their read access shapes a cached answer. Absent: none.
   */
  reads?: (field: F) => readonly string[];
  /**
   * What a unique value becomes in a duplicate, so the copy does not collide with its source (`' - Copy'`
   * appended to text). Absent: the value is copied as it is.
   */
  copyUnique?: (value: unknown, field: F) => unknown;
  /** Where the comparable scalar sits inside a `scalar` value (`['value']` of a polymorphic reference). Defaults to the value itself. */
  scalarKey?: (field: F) => readonly string[];
};

/**
 * What a where and a list's sort may do with a field of one type. Each type declares it in its own
 * `fields/<type>/query.ts`, apart from the rest of its definition, so the admin's boot script can read it
 * without the type's validators (`@atrium/core/fieldQueries`).
 */
export type FieldQuery<F extends FieldBase & { type: string } = any> = Pick<FieldTypeDefinition<F>, 'operators' | 'isSortable'>;

export const whereOperators = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'within',
  'intersects',
  'near',
] as const;
export type WhereOperator = (typeof whereOperators)[number];
