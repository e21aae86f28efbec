import type { FieldQuery } from '../types.ts';
import type { JoinField } from './types.ts';

/** A join is computed on read: nothing is stored to filter or order by. */
export const query: FieldQuery<JoinField> = {
  operators: [],
  isSortable: () => false,
};
