import type { DataField, Field } from '@atrium/core/client';
import { dataFieldsOf } from '../config/dataFields.ts';

/** The field a collection's documents are titled by (`admin.useAsTitle`); `undefined` for `id` or none. */
export function titleFieldOf(fields: Field[], useAsTitle: string | undefined): DataField | undefined {
  if (!useAsTitle || useAsTitle === 'id') return undefined;
  return dataFieldsOf(fields).find((field) => field.name === useAsTitle);
}

/**
 * A document's heading (spec 2, "Document headings"): the title field's value, date-formatted when the
 * title field is a date; `undefined` when there is nothing to show, so the caller falls back to its
 * "untitled" label.
 */
export function documentHeading(
  value: unknown,
  field: DataField | undefined,
  formatDate: (date: Date) => string,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (field?.type === 'date') {
    const date = new Date(value as string);
    return Number.isNaN(date.getTime()) ? undefined : formatDate(date);
  }
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}
