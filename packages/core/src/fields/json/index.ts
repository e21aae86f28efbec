import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { isJSONValue } from './isJSONValue.ts';
import { query } from './query.ts';
import type { JSONField } from './types.ts';

/** Any JSON value, stored as given. A string is a JSON value too and is not parsed. */
export const jsonField: FieldTypeDefinition<JSONField> = {
  type: 'json',
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    return isJSONValue(value) ? true : req.t('validation:notValidJSON');
  },
  storage: 'json',
  queryKind: 'json',
  ...query,
  isUniqueCapable: () => false,
};
