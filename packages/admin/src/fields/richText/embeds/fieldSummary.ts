import type { DataField, Field } from '@atrium/core/client';
import { flattenFields } from '@atrium/core/client';
import type { Label } from '../../../config/index.ts';
import type { SummaryOf } from '../../../forms/FieldRegistry.tsx';

/** One line of a block's summary: a field's label and its value as text, or the number of items it holds. */
export type SummaryLine =
  | { name: string; label: Label | undefined; text: string }
  | { name: string; label: Label | undefined; count: number };

/**
 * What a block card shows of a block's values: its simple fields that have a value, in order (text, numbers,
 * choices, dates, yes/no), and the number of items of list-like ones. Long text is cut; nested fields are
 * left to the drawer.
 */
export function summarizeFields(
  fields: Field[],
  values: Record<string, unknown>,
  summaryOf: SummaryOf,
  limit = 3,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const field of flattenFields(fields) as DataField[]) {
    if (lines.length >= limit) break;
    if (!('name' in field)) continue;
    const value = values[field.name];
    const text = value === null || value === undefined || value === '' ? null : summaryOf(field, value);
    const label = (field as { label?: Label }).label;
    if (typeof text === 'string') lines.push({ name: field.name, label, text });
    else if (typeof text === 'number') lines.push({ name: field.name, label, count: text });
  }
  return lines;
}
