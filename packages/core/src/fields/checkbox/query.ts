import { booleanOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { CheckboxField } from './types.ts';

/** How a where and a list's sort may use a checkbox field (read by the admin's boot script without the validator). */
export const query: FieldQuery<CheckboxField> = {
  operators: booleanOperators,
  isSortable: () => true,
};
