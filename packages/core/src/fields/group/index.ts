import { configError } from '../shared/configError.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import { missingValue } from '../shared/missingValue.ts';
import { containerOperators } from '../shared/operators.ts';
import type { FieldTypeDefinition, GroupField } from '../types.ts';

/** An object holding its sub-fields under the group's name. */
export const groupField: FieldTypeDefinition<GroupField> = {
  type: 'group',
  sanitize(field, path) {
    if (!Array.isArray(field.fields)) configError(path, '`fields` must be a list');
    return { ...field, fields: [...field.fields] };
  },
  validate(value, { field, req }) {
    if (value === undefined || value === null) return missingValue(field, req.t);
    return isPlainObject(value) ? true : req.t('validation:notValidObject');
  },
  queryKind: 'json',
  operators: containerOperators,
};
