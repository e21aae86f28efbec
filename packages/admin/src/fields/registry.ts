import type { FieldType } from '@atrium/core/client';
import type { ComponentType } from 'react';
import type { FieldProps } from '../forms/RenderFields.tsx';
import { ArrayInput } from './array/index.tsx';
import { BlocksInput } from './blocks/index.tsx';
import { CheckboxInput } from './checkbox/index.tsx';
import { CodeInput } from './code/index.tsx';
import { CollapsibleInput } from './collapsible/index.tsx';
import { DateInput } from './date/index.tsx';
import { EmailInput } from './email/index.tsx';
import { GroupInput } from './group/index.tsx';
import { JSONInput } from './json/index.tsx';
import { NumberInput } from './number/index.tsx';
import { PointInput } from './point/index.tsx';
import { RadioInput } from './radio/index.tsx';
import { RelationshipInput } from './relationship/index.tsx';
import { RichTextInput } from './richText/index.tsx';
import { RowInput } from './row/index.tsx';
import { SelectInput } from './select/index.tsx';
import { TabsInput } from './tabs/index.tsx';
import { TextInput } from './text/index.tsx';
import { TextareaInput } from './textarea/index.tsx';
import { UIInput } from './ui/index.tsx';
import { UploadInput } from './upload/index.tsx';

/** The admin input of every field type, keyed by `type` (one folder per type beside this file). */
export const fieldComponents: Record<FieldType, ComponentType<FieldProps<any>>> = {
  text: TextInput,
  textarea: TextareaInput,
  email: EmailInput,
  number: NumberInput,
  checkbox: CheckboxInput,
  select: SelectInput,
  code: CodeInput,
  date: DateInput,
  radio: RadioInput,
  json: JSONInput,
  point: PointInput,
  relationship: RelationshipInput,
  upload: UploadInput,
  richText: RichTextInput,
  array: ArrayInput,
  group: GroupInput,
  blocks: BlocksInput,
  row: RowInput,
  collapsible: CollapsibleInput,
  tabs: TabsInput,
  ui: UIInput,
};
