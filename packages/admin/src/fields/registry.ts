import type { FieldType } from '@atrium/core/client';
import type { ComponentType } from 'react';
import type { FieldProps } from '../forms/RenderFields.tsx';
import { CheckboxInput } from './checkbox/index.tsx';
import { EmailInput } from './email/index.tsx';
import { NumberInput } from './number/index.tsx';
import { RichTextInput } from './richText/index.tsx';
import { SelectInput } from './select/index.tsx';
import { Unsupported } from './shared/Unsupported.tsx';
import { TextInput } from './text/index.tsx';
import { TextareaInput } from './textarea/index.tsx';

/** The admin input of every field type, keyed by `type` (one folder per type beside this file). */
export const fieldComponents: Record<FieldType, ComponentType<FieldProps<any>>> = {
  text: TextInput,
  textarea: TextareaInput,
  email: EmailInput,
  number: NumberInput,
  checkbox: CheckboxInput,
  select: SelectInput,
  code: Unsupported,
  date: Unsupported,
  radio: Unsupported,
  json: Unsupported,
  point: Unsupported,
  relationship: Unsupported,
  upload: Unsupported,
  richText: RichTextInput,
  array: Unsupported,
  group: Unsupported,
  blocks: Unsupported,
  row: Unsupported,
  collapsible: Unsupported,
  tabs: Unsupported,
  ui: Unsupported,
};
