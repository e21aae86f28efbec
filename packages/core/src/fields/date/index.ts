import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import { toDate } from './toDate.ts';
import type { DateField } from './types.ts';

/** A point in time, stored and answered as an ISO 8601 string in UTC (`2024-05-01T10:30:00.000Z`). */
export const dateField: FieldTypeDefinition<DateField> = {
  type: 'date',
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    return toDate(value) ? true : req.t('validation:notValidDate');
  },
  beforeWrite(value) {
    if (typeof value === 'string' && value.trim() === '') return null;
    return toDate(value)?.toISOString() ?? value;
  },
  storage: 'scalar',
  queryKind: 'date',
  ...query,
  isUniqueCapable: () => true,
};
