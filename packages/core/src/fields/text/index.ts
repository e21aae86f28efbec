import { checkLength } from '../shared/checkLength.ts';
import { checkBounds } from '../shared/configError.ts';
import { copyText } from '../shared/copyText.ts';
import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import { toMany, validateMany } from '../shared/validateMany.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import type { TextField } from './types.ts';

/** Single-line text; with `hasMany`, a list of strings. */
export const textField: FieldTypeDefinition<TextField> = {
  type: 'text',
  sanitize(field, path) {
    checkBounds(field, path, 'minLength', 'maxLength', { count: true });
    checkBounds(field, path, 'minRows', 'maxRows', { count: true });
    return { ...field };
  },
  validate(value, { field, req }) {
    const checkItem = (item: unknown) =>
      typeof item === 'string' ? checkLength(item, field, req.t) : req.t('validation:notValidText');
    if (field.hasMany) return validateMany(value, field, req.t, checkItem);
    if (isEmptyValue(value)) return missingValue(field, req.t);
    return checkItem(value);
  },
  beforeWrite: (value, field) => (field.hasMany ? toMany(value) : value),
  storage: 'scalar',
  queryKind: 'text',
  ...query,
  isMany: (field) => field.hasMany === true,
  isUniqueCapable: () => true,
  copyUnique: copyText,
};
