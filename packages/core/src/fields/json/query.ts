import { jsonOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { JSONField } from './types.ts';

/** How a where and a list's sort may use a json field (read by the admin's boot script without the validator). */
export const query: FieldQuery<JSONField> = {
  operators: jsonOperators,
  isSortable: () => false,
};
