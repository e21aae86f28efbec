import type { Translate } from '../../i18n/types.ts';
import type { ValidationResult } from '../types.ts';

/** The answer for an empty value: an error when the field is required, otherwise valid. */
export function missingValue(field: { required?: boolean }, t: Translate): ValidationResult {
  return field.required ? t('validation:required') : true;
}
