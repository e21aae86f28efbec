import { arrayField } from './array/index.ts';
import { blocksField } from './blocks/index.ts';
import { checkboxField } from './checkbox/index.ts';
import { codeField } from './code/index.ts';
import { dateField } from './date/index.ts';
import { emailField } from './email/index.ts';
import { groupField } from './group/index.ts';
import { joinField } from './join/index.ts';
import { jsonField } from './json/index.ts';
import { numberField } from './number/index.ts';
import { pointField } from './point/index.ts';
import { radioField } from './radio/index.ts';
import { relationshipField } from './relationship/index.ts';
import { richTextField } from './richText/index.ts';
import { selectField } from './select/index.ts';
import { textField } from './text/index.ts';
import { textareaField } from './textarea/index.ts';
import type { DataField, DataFieldType, FieldTypeDefinition } from './types.ts';
import { uploadField } from './upload/index.ts';

/**
 * Every data field type's server-side behaviour, keyed by `type`. Adding a type is one import, one line here
 * and one config-type export below; `DataField` (types.ts) is derived from this map.
 */
export const fieldTypes = {
  text: textField,
  textarea: textareaField,
  email: emailField,
  code: codeField,
  number: numberField,
  checkbox: checkboxField,
  date: dateField,
  select: selectField,
  radio: radioField,
  json: jsonField,
  point: pointField,
  relationship: relationshipField,
  upload: uploadField,
  richText: richTextField,
  array: arrayField,
  group: groupField,
  blocks: blocksField,
  join: joinField,
} as const;

/** The registry's shape, from which `DataField` is derived. */
export type FieldTypes = typeof fieldTypes;

/** The config type of the data field whose `type` is `T`. */
export type FieldOfType<T extends DataFieldType> = Extract<DataField, { type: T }>;

export type { ArrayField } from './array/types.ts';
export type { Block, BlocksField } from './blocks/types.ts';
export type { CheckboxField } from './checkbox/types.ts';
export type { CodeField } from './code/types.ts';
export type { DateField } from './date/types.ts';
export type { EmailField } from './email/types.ts';
export type { GroupField } from './group/types.ts';
export type { JoinField, JoinValue } from './join/types.ts';
export type { JSONField } from './json/types.ts';
export type { NumberField } from './number/types.ts';
export type { PointField } from './point/types.ts';
export type { RadioField } from './radio/types.ts';
export type { RelationshipField } from './relationship/types.ts';
export type { RichTextField } from './richText/types.ts';
export type { SelectField } from './select/types.ts';
export type { TextField } from './text/types.ts';
export type { TextareaField } from './textarea/types.ts';
export type { UploadField } from './upload/types.ts';

/** The definition of a data field type; `undefined` for layout types and unknown names. */
export function getFieldType<T extends DataFieldType>(type: T): FieldTypeDefinition<FieldOfType<T>>;
export function getFieldType(type: string): FieldTypeDefinition<any> | undefined;
export function getFieldType(type: string): FieldTypeDefinition<any> | undefined {
  // Own keys only, so names like `constructor` never reach Object.prototype.
  return Object.hasOwn(fieldTypes, type) ? fieldTypes[type as DataFieldType] : undefined;
}
