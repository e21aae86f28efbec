import type { DataField, Field } from '@atrium/core/client';
import { flattenFields } from '@atrium/core/client';
import type { Label } from '../../../config/index.ts';

/** One line of a block's summary: a field's label and its value as text, or the number of items it holds. */
export type SummaryLine =
  | { name: string; label: Label | undefined; text: string }
  | { name: string; label: Label | undefined; count: number };

const maxLength = 140;

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

/** The value as text, or (list-like fields) how many items it holds. */
function valueText(field: DataField, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'date':
      return Array.isArray(value) ? clip(value.join(', ')) : clip(String(value));
    case 'number':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'checkbox':
      return value === true ? '✓' : null;
    case 'select':
    case 'radio': {
      const options = (field as { options?: Array<string | { label?: Label; value: string }> }).options ?? [];
      const names = (Array.isArray(value) ? value : [value]).map((v) => {
        const option = options.find((o) => (typeof o === 'string' ? o : o.value) === v);
        return option && typeof option === 'object' && typeof option.label === 'string' ? option.label : String(v);
      });
      return names.join(', ');
    }
    case 'point':
      return Array.isArray(value) ? value.join(', ') : null;
    case 'upload':
    case 'relationship':
    case 'array':
    case 'blocks':
      return Array.isArray(value) ? (value.length > 0 ? value.length : null) : 1;
    default:
      return null;
  }
}

function clip(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > maxLength ? `${single.slice(0, maxLength - 1)}…` : single;
}
