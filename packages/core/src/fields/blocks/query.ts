import { containerOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { BlocksField } from './types.ts';

/** How a where and a list's sort may use a blocks field (read by the admin's boot script without the validator). */
export const query: FieldQuery<BlocksField> = {
  operators: containerOperators,
  isSortable: () => false,
};
