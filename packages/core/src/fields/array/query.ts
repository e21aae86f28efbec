import { containerOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { ArrayField } from './types.ts';

/** How a where and a list's sort may use a array field (read by the admin's boot script without the validator). */
export const query: FieldQuery<ArrayField> = {
  operators: containerOperators,
  isSortable: () => false,
};
