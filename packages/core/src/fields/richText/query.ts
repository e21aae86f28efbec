import { richTextOperators } from '../shared/operators.ts';
import type { FieldQuery } from '../types.ts';
import type { RichTextField } from './types.ts';

/** How a where and a list's sort may use a richText field (read by the admin's boot script without the validator). */
export const query: FieldQuery<RichTextField> = {
  operators: richTextOperators,
  isSortable: () => false,
};
