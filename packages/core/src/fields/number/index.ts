import { echo } from '../../errors/index.ts';
import type { Translate } from '../../i18n/types.ts';
import { checkBounds } from '../shared/configError.ts';
import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import { toNumber } from '../shared/toNumber.ts';
import { toMany, validateMany } from '../shared/validateMany.ts';
import type { FieldTypeDefinition, ValidationResult } from '../types.ts';
import { query } from './query.ts';
import type { NumberField } from './types.ts';

/** An integer field or one with bounds keeps only numbers that JSON and both databases hold exactly. */
const isExactNumber = (field: NumberField) => field.integer === true || field.min !== undefined || field.max !== undefined;

function checkNumber(value: unknown, field: NumberField, t: Translate): ValidationResult {
  const n = toNumber(value);
  if (n === undefined) return t('validation:notValidNumber');
  // `9007199254740993` arrives already rounded, and `1e308` passes `Number.isInteger`: refuse both by size.
  if (isExactNumber(field) && Math.abs(n) > Number.MAX_SAFE_INTEGER)
    return t('validation:numberNotExact', { value: echo(String(value).trim()), limit: Number.MAX_SAFE_INTEGER });
  if (field.integer && !Number.isInteger(n)) return t('validation:notValidInteger');
  if (field.min !== undefined && n < field.min) return t('validation:lessThanMin', { value: n, min: field.min });
  if (field.max !== undefined && n > field.max) return t('validation:greaterThanMax', { value: n, max: field.max });
  return true;
}

/** A numeric string becomes a number; blank strings become null (an emptied form input); the rest is kept. */
function coerce(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return toNumber(value) ?? value;
}

/** A number; with `hasMany`, a list of numbers. Numeric strings are accepted and stored as numbers. */
export const numberField: FieldTypeDefinition<NumberField> = {
  type: 'number',
  sanitize(field, path) {
    checkBounds(field, path, 'min', 'max');
    checkBounds(field, path, 'minRows', 'maxRows', { count: true });
    return { ...field };
  },
  validate(value, { field, req }) {
    if (field.hasMany) return validateMany(value, field, req.t, (item) => checkNumber(item, field, req.t));
    if (isEmptyValue(value)) return missingValue(field, req.t);
    return checkNumber(value, field, req.t);
  },
  beforeWrite(value, field) {
    if (!field.hasMany) return coerce(value);
    const many = toMany(value);
    return Array.isArray(many) ? many.map((item) => (typeof item === 'string' ? (toNumber(item) ?? item) : item)) : coerce(many);
  },
  storage: 'scalar',
  queryKind: 'number',
  ...query,
  isMany: (field) => field.hasMany === true,
  isExactNumber,
  isUniqueCapable: () => true,
};
