import type { Field, FieldType } from '@atrium/core/client';
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
import { RichTextInput, richTextEditor } from './richText/index.tsx';
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

/** Field types whose input loads its code on demand. */
const onDemand: Partial<Record<FieldType, { preload: () => Promise<unknown>; isLoaded: () => boolean }>> = {
  richText: richTextEditor,
};

function typesIn(fields: Field[], out: Set<FieldType>): Set<FieldType> {
  for (const field of fields) {
    out.add(field.type);
    if (field.type === 'tabs') for (const tab of field.tabs) typesIn(tab.fields, out);
    else if (field.type === 'blocks') for (const block of field.blocks) typesIn(block.fields, out);
    else if ('fields' in field && Array.isArray(field.fields)) typesIn(field.fields as Field[], out);
  }
  return out;
}

/**
 * Loads the code of every on-demand input these fields use (at any depth), so a form can wait for it and show
 * complete. Rejects when a download fails; the input then offers its own retry.
 */
export async function preloadFieldCode(fields: Field[]): Promise<void> {
  await Promise.all([...typesIn(fields, new Set())].map((type) => onDemand[type]?.preload()));
}

/** Whether the code of every on-demand input these fields use is already loaded. */
export function isFieldCodeLoaded(fields: Field[]): boolean {
  return [...typesIn(fields, new Set())].every((type) => onDemand[type]?.isLoaded() ?? true);
}
