import type { Translate } from '../../i18n/types.ts';
import type { ValidationResult } from '../types.ts';
import { checkRows } from './checkRows.ts';
import { isEmptyValue } from './isEmptyValue.ts';
import { missingValue } from './missingValue.ts';

type ManyField = { required?: boolean; minRows?: number; maxRows?: number };

/**
 * Validates a hasMany value: missing handling, a list, each item by `validateItem` (first failure wins),
 * then `minRows` / `maxRows`.
 */
export function validateMany(
  value: unknown,
  field: ManyField,
  t: Translate,
  validateItem: (item: unknown) => ValidationResult,
): ValidationResult {
  if (isEmptyValue(value)) return missingValue(field, t);
  if (!Array.isArray(value)) return t('validation:notValidRows');
  for (const item of value) {
    const result = validateItem(item);
    if (result !== true) return result;
  }
  return checkRows(value.length, field, t);
}

/** Turns a single value posted to a hasMany field into a one-element list; empty values stay as they are. */
export function toMany(value: unknown): unknown {
  if (isEmptyValue(value) || Array.isArray(value)) return value;
  return [value];
}
