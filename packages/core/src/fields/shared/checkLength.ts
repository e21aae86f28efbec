import type { Translate } from '../../i18n/types.ts';
import type { ValidationResult } from '../types.ts';

/** Counts characters as code points, so an emoji is one character as a person would count it. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Checks a string against `minLength` / `maxLength`. */
export function checkLength(value: string, field: { minLength?: number; maxLength?: number }, t: Translate): ValidationResult {
  const length = characterCount(value);
  if (field.minLength !== undefined && length < field.minLength)
    return t('validation:longerThanMin', { minLength: field.minLength });
  if (field.maxLength !== undefined && length > field.maxLength)
    return t('validation:shorterThanMax', { maxLength: field.maxLength });
  return true;
}
