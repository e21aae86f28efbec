import { type DataField, getFieldType, type WhereOperator } from '@atrium/core/client';
import { dataFieldUI } from '../../fields/registry.ts';

/**
 * The operators the filter builder offers, in the order it lists them, each with its wording key (spec 7,
 * version B). `all` and `not_like` have no wording there, so the builder does not offer them.
 */
export const operatorKeys = {
  equals: 'list:equals',
  not_equals: 'list:isNotEqualTo',
  contains: 'list:contains',
  like: 'list:isLike',
  in: 'list:isIn',
  not_in: 'list:isNotIn',
  greater_than: 'list:isGreaterThan',
  greater_than_equal: 'list:isGreaterThanOrEqualTo',
  less_than: 'list:isLessThan',
  less_than_equal: 'list:isLessThanOrEqualTo',
  exists: 'list:exists',
  near: 'list:near',
  within: 'list:within',
  intersects: 'list:intersects',
} as const satisfies Partial<Record<WhereOperator, string>>;

export type FilterOperator = keyof typeof operatorKeys;

const ordered = Object.keys(operatorKeys) as FilterOperator[];

/**
 * The operators that fit a field: those core accepts for its type (`getFieldType(type).operators`) that have
 * wording, less those the type's admin entry does not offer.
 */
export function operatorsFor(field: DataField): FilterOperator[] {
  const accepted: readonly string[] = getFieldType(field.type)?.operators ?? [];
  const hidden: readonly string[] = dataFieldUI(field.type)?.hiddenOperators ?? [];
  return ordered.filter((op) => accepted.includes(op) && !hidden.includes(op));
}

/** Whether an operator takes a list of values (`in`, `not_in`). */
export const isListOperator = (operator: string): boolean => operator === 'in' || operator === 'not_in';

/** Whether an operator's value is a GeoJSON or coordinate text rather than a field value. */
export const isGeoOperator = (operator: string): boolean =>
  operator === 'near' || operator === 'within' || operator === 'intersects';
