import { checkDefaultOption, checkOptions } from '../shared/checkOptions.ts';
import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import { optionValues } from '../shared/optionValues.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import type { RadioField } from './types.ts';

/** Exactly one option value, picked from radio buttons. */
export const radioField: FieldTypeDefinition<RadioField> = {
  type: 'radio',
  sanitize(field, path) {
    const options = checkOptions(field.options, path);
    checkDefaultOption(field, optionValues(options), path);
    return { ...field, options };
  },
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    return typeof value === 'string' && optionValues(field.options).includes(value) ? true : req.t('validation:invalidSelection');
  },
  storage: 'scalar',
  queryKind: 'text',
  ...query,
  isUniqueCapable: () => true,
};
