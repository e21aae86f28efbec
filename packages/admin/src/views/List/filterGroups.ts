import type { Where } from '@atrium/core/client';
import type { FilterValue } from '../../fields/types.ts';
import { type FilterOperator, isListOperator, operatorKeys } from './operators.ts';

/** A value as the builder's inputs hold it: text, or a list of texts for `in` / `not_in`. */
export type { FilterValue };

/** One row of the filter builder; `path`, `operator` or `value` may still be empty while the user edits it. */
export type FilterCondition = { id: string; path: string; operator: FilterOperator | ''; value: FilterValue };

/** Conditions that must all hold; the groups of a filter are alternatives (`or` of `and`s). */
export type FilterGroup = { id: string; conditions: FilterCondition[] };

let counter = 0;
/** A key for a new row or group, unique within the page. */
export const newFilterId = (): string => `f${++counter}`;

const isOperator = (key: string): key is FilterOperator => Object.hasOwn(operatorKeys, key);

function toValue(value: unknown): FilterValue {
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function conditionsOf(where: Where): FilterCondition[] {
  const out: FilterCondition[] = [];
  for (const [key, item] of Object.entries(where)) {
    if (key === 'and' && Array.isArray(item)) {
      for (const part of item) out.push(...conditionsOf(part));
    } else if (key === 'or' && Array.isArray(item)) {
      // An `or` inside an `and` has no row in the builder; when it is the only condition it is read as groups.
      if (item.length === 1) out.push(...conditionsOf(item[0]));
    } else if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const [operator, value] of Object.entries(item)) {
        if (isOperator(operator)) out.push({ id: newFilterId(), path: key, operator, value: toValue(value) });
      }
    }
  }
  return out;
}

/**
 * The builder's rows for a where: a top-level `or` gives one group per alternative, anything else one
 * group. Conditions the builder cannot show (nested `or`s, unknown operators) are left out.
 */
export function groupsFromWhere(where: Where | undefined): FilterGroup[] {
  if (!where) return [];
  const keys = Object.keys(where);
  const alternatives = keys.length === 1 && Array.isArray(where.or) ? where.or : [where];
  return alternatives
    .map((alternative) => ({ id: newFilterId(), conditions: conditionsOf(alternative) }))
    .filter((group) => group.conditions.length > 0);
}

/**
 * How many conditions a where holds, however nested: each operator on a field counts one, whether or not the
 * builder knows it. Compared with the builder's rows, it tells whether some of an address's filters are hidden.
 */
export function countConditions(where: Where | undefined): number {
  if (!where) return 0;
  let count = 0;
  for (const [key, item] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(item)) {
      for (const part of item) count += countConditions(part);
    } else if (item && typeof item === 'object' && !Array.isArray(item)) {
      count += Object.keys(item).length;
    } else {
      count += 1;
    }
  }
  return count;
}

/** How many of a where's conditions the builder has no row for (nested `or`s, operators it does not offer). */
export function hiddenConditionCount(where: Where | undefined): number {
  const shown = groupsFromWhere(where).reduce((n, group) => n + group.conditions.length, 0);
  return countConditions(where) - shown;
}

/** Whether a row is filled in enough to apply. */
export function isComplete(condition: FilterCondition): boolean {
  if (!condition.path || !condition.operator) return false;
  const { value } = condition;
  return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
}

function toQueryValue(condition: FilterCondition): unknown {
  const { operator, value } = condition;
  if (operator === 'exists') return value === 'true';
  if (isListOperator(operator)) {
    const list = Array.isArray(value) ? value : value.split(',');
    return list.map((v) => v.trim()).filter(Boolean);
  }
  return Array.isArray(value) ? value.join(',') : value.trim();
}

/** The where of the builder's complete rows, always shaped `{or: [{and: [...]}, …]}`; `undefined` when none is complete. */
export function whereFromGroups(groups: FilterGroup[]): Where | undefined {
  const or: Where[] = [];
  for (const group of groups) {
    const and = group.conditions
      .filter(isComplete)
      .map((condition): Where => ({ [condition.path]: { [condition.operator]: toQueryValue(condition) } }));
    if (and.length > 0) or.push({ and });
  }
  return or.length > 0 ? { or } : undefined;
}
