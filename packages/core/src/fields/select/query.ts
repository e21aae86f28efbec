import { manyTextOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { SelectField } from './types.ts';

/** How a where and a list's sort may use a select field (read by the admin's boot script without the validator). */
export const query: FieldQuery<SelectField> = {
  operators: manyTextOperators,
  // Several chosen options (`hasMany`) have no one value to order by.
  isSortable: (field) => field.hasMany !== true,
};
