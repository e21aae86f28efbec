import type { DataField, Field } from '@atrium/core/client';
import { dataFieldsOf } from '../config/dataFields.ts';

/**
 * The data a new document starts with: every field's static `defaultValue` (a default computed by a function
 * stays on the server, which fills it on create), groups nested, then `initial` on top.
 */
export function defaultValues(fields: Field[], initial: Record<string, unknown> = {}): Record<string, unknown> {
  return merge(defaultsOf(dataFieldsOf(fields)), initial);
}

function defaultsOf(fields: DataField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'group') {
      const nested = defaultsOf(field.fields as DataField[]);
      if (Object.keys(nested).length > 0) out[field.name] = nested;
      continue;
    }
    const value = (field as { defaultValue?: unknown }).defaultValue;
    if (value !== undefined && typeof value !== 'function') out[field.name] = structuredClone(value);
  }
  return out;
}

function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? merge(current, value) : value;
  }
  return out;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
