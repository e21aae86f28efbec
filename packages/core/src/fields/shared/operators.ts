import type { DataFieldType, WhereOperator } from '../types.ts';

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

/**
 * The operators of every type that can be queried, as the registry's types declare them, readable without loading
 * the types' validators (the admin's boot script decides from this alone how a search matches a field and which
 * fields a filter offers). A type with no operators (a virtual join) is left out; a test checks the rest are here.
 */
export const operatorsByType: { readonly [K in DataFieldType]?: readonly WhereOperator[] } = {
  text: manyTextOperators,
  textarea: textOperators,
  email: textOperators,
  code: textOperators,
  number: numberOperators,
  checkbox: booleanOperators,
  date: dateOperators,
  select: manyTextOperators,
  radio: textOperators,
  json: jsonOperators,
  point: pointOperators,
  relationship: relationshipOperators,
  upload: relationshipOperators,
  richText: richTextOperators,
  array: containerOperators,
  group: containerOperators,
  blocks: containerOperators,
};

/** The types a list can sort by (one comparable value), as `operatorsByType` readable without the validators. */
const sortableTypes: ReadonlySet<string> = new Set<DataFieldType>([
  'text',
  'textarea',
  'email',
  'code',
  'number',
  'checkbox',
  'date',
  'select',
  'radio',
  'relationship',
  'upload',
]);

/**
 * Whether lists can be sorted by a field, without loading the field types (the admin's boot script computes the
 * opening list's columns): the type's `isSortable`, which a test checks this against. A type left out (a
 * virtual join) is never sorted by.
 */
export function isSortableField(field: { type: string; hasMany?: boolean; relationTo?: unknown }): boolean {
  if (!sortableTypes.has(field.type) || field.hasMany === true) return false;
  // A polymorphic reference stores `{ relationTo, value }`: there is no one value to order by.
  return !Array.isArray(field.relationTo);
}
