import { pointOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { PointField } from './types.ts';

/** How a where and a list's sort may use a point field (read by the admin's boot script without the validator). */
export const query: FieldQuery<PointField> = {
  operators: pointOperators,
  isSortable: () => false,
};
