import { numberOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { NumberField } from './types.ts';

/** How a where and a list's sort may use a number field (read by the admin's boot script without the validator). */
export const query: FieldQuery<NumberField> = {
  operators: numberOperators,
  // A list of numbers (`hasMany`) has no one value to order by.
  isSortable: (field) => field.hasMany !== true,
};
