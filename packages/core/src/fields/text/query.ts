import { manyTextOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { TextField } from './types.ts';

/** How a where and a list's sort may use a text field (read by the admin's boot script without the validator). */
export const query: FieldQuery<TextField> = {
  operators: manyTextOperators,
  // A list of strings (`hasMany`) has no one value to order by.
  isSortable: (field) => field.hasMany !== true,
};
