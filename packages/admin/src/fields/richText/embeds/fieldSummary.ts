import type { DataField, Field } from '@atrium/core/client';
import { flattenFields } from '@atrium/core/client';
import type { Label } from '../../../config/index.ts';
import { dataFieldUI } from '../../registry.ts';

/** One line of a block's summary: a field's label and its value as text, or the number of items it holds. */
export type SummaryLine =
  | { name: string; label: Label | undefined; text: string }
  | { name: string; label: Label | undefined; count: number };

/**
 * What a block card shows of a block's values: its simple fields that have a value, in order (text, numbers,
 * choices, dates, yes/no), and the number of items of list-like ones. Long text is cut; nested fields are
 * left to the drawer.
 */
export function summarizeFields(fields: Field[], values: Record<string, unknown>, limit = 3): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const field of flattenFields(fields) as DataField[]) {
    if (lines.length >= limit) break;
    if (!('name' in field)) continue;
    const text = valueText(field, values[field.name]);
    const label = (field as { label?: Label }).label;
    if (typeof text === 'string') lines.push({ name: field.name, label, text });
    else if (typeof text === 'number') lines.push({ name: field.name, label, count: text });
  }
  return lines;
}

/** The value as text, or (list-like fields) how many items it holds: the field type's own summary. */
function valueText(field: DataField, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  return dataFieldUI(field.type)?.summary(field, value) ?? null;
}
