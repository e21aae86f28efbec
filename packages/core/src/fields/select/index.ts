import { checkDefaultOption, checkOptions } from '../shared/checkOptions.ts';
import { checkRows } from '../shared/checkRows.ts';
import { checkBounds } from '../shared/configError.ts';
import { describeValue } from '../shared/describeValue.ts';
import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import { optionValues } from '../shared/optionValues.ts';
import { toMany } from '../shared/validateMany.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import type { SelectField } from './types.ts';

/** One option value; with `hasMany`, a list of them. */
export const selectField: FieldTypeDefinition<SelectField> = {
  type: 'select',
  sanitize(field, path) {
    const options = checkOptions(field.options, path);
    checkBounds(field, path, 'minRows', 'maxRows', { count: true });
    checkDefaultOption(field, optionValues(options), path);
    return { ...field, options };
  },
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    const allowed = optionValues(field.options);
    if (!field.hasMany) return typeof value === 'string' && allowed.includes(value) ? true : req.t('validation:invalidSelection');
    if (!Array.isArray(value)) return req.t('validation:notValidRows');
    // Name every wrong value at once, so the editor can fix them in one go.
    const invalid = value.filter((item) => typeof item !== 'string' || !allowed.includes(item));
    if (invalid.length > 0) return req.t('validation:invalidSelections', { values: invalid.map(describeValue).join(', ') });
    return checkRows(value.length, field, req.t);
  },
  beforeWrite: (value, field) => (field.hasMany ? toMany(value) : value),
  storage: 'scalar',
  queryKind: 'text',
  ...query,
  isMany: (field) => field.hasMany === true,
  isUniqueCapable: () => true,
};
