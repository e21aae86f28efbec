import { dateOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { DateField } from './types.ts';

/** How a where and a list's sort may use a date field (read by the admin's boot script without the validator). */
export const query: FieldQuery<DateField> = {
  operators: dateOperators,
  isSortable: () => true,
};
