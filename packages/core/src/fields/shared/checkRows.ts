import type { Translate } from '../../i18n/types.ts';
import type { ValidationResult } from '../types.ts';

/** Checks a list's length against `minRows` / `maxRows` (hasMany values, array and blocks rows). */
export function checkRows(count: number, field: { minRows?: number; maxRows?: number }, t: Translate): ValidationResult {
  const label = (n: number) => t(n === 1 ? 'validation:row' : 'validation:rows');
  if (field.minRows !== undefined && count < field.minRows) {
    return t('validation:requiresAtLeast', { count: field.minRows, label: label(field.minRows) });
  }
  if (field.maxRows !== undefined && count > field.maxRows) {
    return t('validation:requiresNoMoreThan', { count: field.maxRows, label: label(field.maxRows) });
  }
  return true;
}
