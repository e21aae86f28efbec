import type { Field } from '@atrium/core/client';
import { dataFieldsOf } from '../../../config/dataFields.ts';

/**
 * The starting values of a new row: each field's `defaultValue` when the config gave a plain value (function
 * defaults stay on the server, which fills them on save). Groups get their own defaults nested.
 */
export function defaultRowData(fields: Field[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of dataFieldsOf(fields)) {
    if (field.type === 'group') {
      const nested = defaultRowData(field.fields);
      if (Object.keys(nested).length) data[field.name] = nested;
    } else if (field.defaultValue !== undefined && typeof field.defaultValue !== 'function') {
      data[field.name] = structuredClone(field.defaultValue);
    }
  }
  return data;
}
