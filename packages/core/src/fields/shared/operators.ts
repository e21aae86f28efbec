import type { WhereOperator } from '../types.ts';

/** Operators every scalar field accepts. */
const base = ['equals', 'not_equals', 'in', 'not_in', 'exists'] as const satisfies readonly WhereOperator[];
const ranges = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'] as const satisfies readonly WhereOperator[];
const textSearch = ['like', 'not_like', 'contains'] as const satisfies readonly WhereOperator[];

/** Single-valued text (textarea, email, code, radio). */
export const textOperators: readonly WhereOperator[] = [...base, ...textSearch];
/** Text that may be hasMany (text, select): `all` matches lists holding every given value. */
export const manyTextOperators: readonly WhereOperator[] = [...base, 'all', ...textSearch];
export const numberOperators: readonly WhereOperator[] = [...base, 'all', ...ranges];
export const dateOperators: readonly WhereOperator[] = [...base, ...ranges];
export const booleanOperators: readonly WhereOperator[] = [...base];
export const relationshipOperators: readonly WhereOperator[] = [...base, 'all'];
/** Equality of a point is `intersects` with a GeoJSON Point. */
export const pointOperators: readonly WhereOperator[] = ['exists', 'near', 'within', 'intersects'];
export const jsonOperators: readonly WhereOperator[] = [...base, ...textSearch];
export const richTextOperators: readonly WhereOperator[] = ['equals', 'not_equals', 'exists', ...textSearch];
/** Containers are queried through their sub-fields; only their presence is a condition of their own. */
export const containerOperators: readonly WhereOperator[] = ['exists'];
