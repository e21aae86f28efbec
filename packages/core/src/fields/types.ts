import type { AtriumRequest } from '../types.ts';
import type { RichTextAdapter } from './richText/adapter.ts';

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

export type TextField = FieldBase & {
  type: 'text';
  minLength?: number;
  maxLength?: number;
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
};
export type TextareaField = FieldBase & { type: 'textarea'; minLength?: number; maxLength?: number };
export type EmailField = FieldBase & { type: 'email' };
export type CodeField = FieldBase & {
  type: 'code';
  minLength?: number;
  maxLength?: number;
  admin?: FieldAdmin & { language?: string };
};
export type NumberField = FieldBase & {
  type: 'number';
  min?: number;
  max?: number;
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
  /** Accept only whole numbers. Defaults to `false`. */
  integer?: boolean;
};
export type CheckboxField = FieldBase & { type: 'checkbox' };
export type DateField = FieldBase & {
  type: 'date';
  admin?: FieldAdmin & {
    date?: { pickerAppearance?: 'dayAndTime' | 'dayOnly' | 'timeOnly' | 'monthOnly'; displayFormat?: string };
  };
};
export type OptionObject = { label: Label; value: string };
export type Option = string | OptionObject;
export type SelectField = FieldBase & {
  type: 'select';
  options: Option[];
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
};
export type RadioField = FieldBase & { type: 'radio'; options: Option[] };
export type JSONField = FieldBase & { type: 'json' };
/** GeoJSON order: `[longitude, latitude]`. */
export type PointField = FieldBase & { type: 'point' };
export type RelationshipField = FieldBase & {
  type: 'relationship';
  /** One slug, or several for a polymorphic relationship stored as `{ relationTo, value }`. */
  relationTo: string | string[];
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
  /** Caps population depth through this field. */
  maxDepth?: number;
};
export type UploadField = FieldBase & {
  type: 'upload';
  relationTo: string | string[];
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
  maxDepth?: number;
};
export type RichTextField = FieldBase & {
  type: 'richText';
  /** The editor that checks, populates and reads the value's nodes (`lexicalEditor()` from `@atrium/richtext`). */
  editor?: RichTextAdapter;
  /** Population depth limit of the documents the value refers to. */
  maxDepth?: number;
};
export type ArrayField = FieldBase & {
  type: 'array';
  fields: Field[];
  minRows?: number;
  maxRows?: number;
  labels?: { singular?: Label; plural?: Label };
};
export type GroupField = FieldBase & { type: 'group'; fields: Field[] };
export type Block = {
  slug: string;
  fields: Field[];
  labels?: { singular?: Label; plural?: Label };
  interfaceName?: string;
  imageURL?: string;
  custom?: Record<string, unknown>;
};
export type BlocksField = FieldBase & {
  type: 'blocks';
  blocks: Block[];
  minRows?: number;
  maxRows?: number;
  labels?: { singular?: Label; plural?: Label };
};

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
export type UIField = { type: 'ui'; name: string; admin?: FieldAdmin & { components?: Record<string, unknown> } };

export type DataField =
  | TextField
  | TextareaField
  | EmailField
  | CodeField
  | NumberField
  | CheckboxField
  | DateField
  | SelectField
  | RadioField
  | JSONField
  | PointField
  | RelationshipField
  | UploadField
  | RichTextField
  | ArrayField
  | GroupField
  | BlocksField;

export type LayoutField = RowField | CollapsibleField | TabsField | UIField;
export type Field = DataField | LayoutField;
export type FieldType = Field['type'];
export type DataFieldType = DataField['type'];

/** How a field's stored value is compared in queries (chooses casts and operators in SQL). */
export type QueryValueKind = 'text' | 'number' | 'boolean' | 'date' | 'json' | 'point' | 'relationship' | 'richText';

/**
 * One field type's behaviour on the server. Each type lives in `fields/<type>/` and registers one of these.
 * Transforms keep the stored shape canonical: `beforeWrite` turns accepted input (`'5'` for a number
 * posted from a form) into the stored form, `afterRead` turns the stored form into the API form.
 */
export type FieldTypeDefinition<F extends DataField = DataField> = {
  type: F['type'];
  /** Checks the field's own config at start-up; throws `InvalidConfiguration` naming the key. */
  sanitize?: (field: F, path: string) => F;
  /** The built-in validator; the user's `validate` runs instead when given. */
  validate: Validate<any, F>;
  /** Normalizes an incoming value before validation (coercion of equivalent forms). */
  beforeWrite?: (value: unknown, field: F) => unknown;
  afterRead?: (value: unknown, field: F) => unknown;
  /** How `where` values for this field are coerced and compared. */
  queryKind: QueryValueKind;
  /** Where operators this field accepts. */
  operators: readonly WhereOperator[];
  /** Whether the stored value is an array of scalars (hasMany). */
  isMany?: (field: F) => boolean;
  /** Whether where values past ±`Number.MAX_SAFE_INTEGER` are refused (they cannot be compared exactly). */
  isExactNumber?: (field: F) => boolean;
};

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
