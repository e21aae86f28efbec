import type { DataFieldType, Field, FieldOfType, FieldType } from '@atrium/core/client';
import type { ComponentType } from 'react';
import type { FieldProps } from '../forms/RenderFields.tsx';
import { arrayEntry } from './array/entry.ts';
import { blocksEntry } from './blocks/entry.ts';
import { checkboxEntry } from './checkbox/entry.ts';
import { codeEntry } from './code/entry.ts';
import { dateEntry } from './date/entry.ts';
import { emailEntry } from './email/entry.ts';
import { groupEntry } from './group/entry.ts';
import { joinEntry } from './join/entry.ts';
import { jsonEntry } from './json/entry.ts';
import { numberEntry } from './number/entry.ts';
import { pointEntry } from './point/entry.ts';
import { radioEntry } from './radio/entry.ts';
import { relationshipEntry } from './relationship/entry.ts';
import { richTextEntry } from './richText/entry.ts';
import { selectEntry } from './select/entry.ts';
import { onDemandInput } from './shared/onDemandInput.tsx';
import { textEntry } from './text/entry.ts';
import { textareaEntry } from './textarea/entry.ts';
import type { DataFieldUI, LayoutFieldUI } from './types.ts';
import { uploadEntry } from './upload/entry.ts';

type LayoutType = Exclude<FieldType, DataFieldType>;

/**
 * What the admin shows of every data field type (input, list cell, filter input, summary, version diff), keyed
 * by `type` like core's registry: a type core knows and the admin does not is a compile error here.
 */
export const dataFieldUIs: { readonly [K in DataFieldType]: DataFieldUI<FieldOfType<K>> } = {
  text: textEntry,
  textarea: textareaEntry,
  email: emailEntry,
  code: codeEntry,
  number: numberEntry,
  checkbox: checkboxEntry,
  date: dateEntry,
  select: selectEntry,
  radio: radioEntry,
  json: jsonEntry,
  point: pointEntry,
  relationship: relationshipEntry,
  upload: uploadEntry,
  richText: richTextEntry,
  array: arrayEntry,
  group: groupEntry,
  blocks: blocksEntry,
  join: joinEntry,
};

/** The layout types: they only lay out other fields. */
export const layoutFieldUIs: { readonly [K in LayoutType]: LayoutFieldUI } = {
  row: onDemandInput<typeof import('./row/index.tsx')>('row', (m) => m.RowInput),
  collapsible: onDemandInput<typeof import('./collapsible/index.tsx')>('collapsible', (m) => m.CollapsibleInput),
  tabs: onDemandInput<typeof import('./tabs/index.tsx')>('tabs', (m) => m.TabsInput),
  ui: onDemandInput<typeof import('./ui/index.tsx')>('ui', (m) => m.UIInput),
};

/** What the admin shows of a data field's type; `undefined` for layout and unknown types. */
export function dataFieldUI(type: string): DataFieldUI | undefined {
  // Own keys only, so names like `constructor` never reach Object.prototype.
  return Object.hasOwn(dataFieldUIs, type) ? dataFieldUIs[type as DataFieldType] : undefined;
}

const uiOf = (type: FieldType): DataFieldUI | LayoutFieldUI | undefined =>
  dataFieldUI(type) ?? (Object.hasOwn(layoutFieldUIs, type) ? layoutFieldUIs[type as LayoutType] : undefined);

/** The admin input of every field type, keyed by `type`. */
export const fieldComponents = Object.fromEntries(
  [...Object.entries(dataFieldUIs), ...Object.entries(layoutFieldUIs)].map(([type, ui]) => [type, ui.Input]),
) as Record<FieldType, ComponentType<FieldProps<any>>>;

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
  await Promise.all([...typesIn(fields, new Set())].map((type) => uiOf(type)?.onDemand?.preload()));
}

/** Whether the code of every on-demand input these fields use is already loaded. */
export function isFieldCodeLoaded(fields: Field[]): boolean {
  return [...typesIn(fields, new Set())].every((type) => uiOf(type)?.onDemand?.isLoaded() ?? true);
}
