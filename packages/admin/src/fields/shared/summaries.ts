import type { Label } from '@atrium/core/client';
import type { Summary } from '../types.ts';

const maxLength = 140;

/** Text on one line, cut at 140 characters. */
export function clip(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > maxLength ? `${single.slice(0, maxLength - 1)}…` : single;
}

/** Text (several values comma-separated), on one line and cut. */
export const textSummary = (_field: unknown, value: unknown): Summary =>
  Array.isArray(value) ? clip(value.join(', ')) : clip(String(value));

/** How many items a list-like value holds (a single reference counts as one). */
export const countSummary = (_field: unknown, value: unknown): Summary =>
  Array.isArray(value) ? (value.length > 0 ? value.length : null) : 1;

/** Values a line cannot show (structures, rich text). */
export const noSummary = (): Summary => null;

/** The chosen options by their labels (a label given per language shows the value). */
export function optionsSummary(field: { options?: Array<string | { label?: Label; value: string }> }, value: unknown): Summary {
  const options = field.options ?? [];
  const names = (Array.isArray(value) ? value : [value]).map((v) => {
    const option = options.find((o) => (typeof o === 'string' ? o : o.value) === v);
    return option && typeof option === 'object' && typeof option.label === 'string' ? option.label : String(v);
  });
  return names.join(', ');
}
