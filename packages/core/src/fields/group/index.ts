import { configError } from '../shared/configError.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import { missingValue } from '../shared/missingValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import type { GroupField } from './types.ts';

/** An object holding its sub-fields under the group's name. */
export const groupField: FieldTypeDefinition<GroupField> = {
  type: 'group',
  sanitize(field, path, ctx) {
    if (!Array.isArray(field.fields)) configError(path, '`fields` must be a list');
    return { ...field, fields: ctx ? ctx.sanitizeFields(field.fields) : [...field.fields] };
  },
  validate(value, { field, req }) {
    if (value === undefined || value === null) return missingValue(field, req.t);
    return isPlainObject(value) ? true : req.t('validation:notValidObject');
  },
  storage: 'json',
  queryKind: 'json',
  ...query,
  isUniqueCapable: () => false,
};
