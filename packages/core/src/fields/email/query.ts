import { textOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { EmailField } from './types.ts';

/** How a where and a list's sort may use a email field (read by the admin's boot script without the validator). */
export const query: FieldQuery<EmailField> = {
  operators: textOperators,
  isSortable: () => true,
};
