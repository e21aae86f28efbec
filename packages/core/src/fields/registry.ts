import { arrayField } from './array/index.ts';
import { blocksField } from './blocks/index.ts';
import { checkboxField } from './checkbox/index.ts';
import { codeField } from './code/index.ts';
import { dateField } from './date/index.ts';
import { emailField } from './email/index.ts';
import { groupField } from './group/index.ts';
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

/** The config type of the data field whose `type` is `T`. */
export type FieldOfType<T extends DataFieldType> = Extract<DataField, { type: T }>;

/** Every data field type's server-side behaviour, keyed by `type`. */
export const fieldTypes: { readonly [K in DataFieldType]: FieldTypeDefinition<FieldOfType<K>> } = {
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
};

/** The definition of a data field type; `undefined` for layout types and unknown names. */
export function getFieldType<T extends DataFieldType>(type: T): FieldTypeDefinition<FieldOfType<T>>;
export function getFieldType(type: string): FieldTypeDefinition<any> | undefined;
export function getFieldType(type: string): FieldTypeDefinition<any> | undefined {
  // Own keys only, so names like `constructor` never reach Object.prototype.
  return Object.hasOwn(fieldTypes, type) ? fieldTypes[type as DataFieldType] : undefined;
}
