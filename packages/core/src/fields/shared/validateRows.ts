import type { Translate } from '../../i18n/types.ts';
import type { ValidationResult } from '../types.ts';
import { checkRows } from './checkRows.ts';
import { isEmptyValue } from './isEmptyValue.ts';
import { isPlainObject } from './isPlainObject.ts';
import { missingValue } from './missingValue.ts';

type RowsField = { required?: boolean; minRows?: number; maxRows?: number };

/**
 * Validates the rows of an array or blocks field: a list of plain objects, each passing `checkRow`
 * (given the row and its 1-based number), within `minRows` / `maxRows`. Sub-fields are validated separately.
 */
export function validateRows(
  value: unknown,
  field: RowsField,
  t: Translate,
  checkRow: (row: Record<string, unknown>, rowNumber: number) => ValidationResult = () => true,
): ValidationResult {
  if (isEmptyValue(value)) return missingValue(field, t);
  if (!Array.isArray(value)) return t('validation:notValidRows');
  for (let i = 0; i < value.length; i++) {
    const row: unknown = value[i];
    if (!isPlainObject(row)) return t('validation:notValidRow', { row: i + 1 });
    const result = checkRow(row, i + 1);
    if (result !== true) return result;
  }
  return checkRows(value.length, field, t);
}
