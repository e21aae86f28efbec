import { isPlainObject } from '../shared/isPlainObject.ts';

/**
 * Whether a value survives a JSON round trip unchanged: null, booleans, strings, finite numbers, and
 * arrays / plain objects of those. Functions, undefined, symbols, BigInt, NaN, class instances (Date,
 * Map…) and cycles are refused; a shared (non-cyclic) reference is fine.
 */
export function isJSONValue(value: unknown, ancestors: Set<object> = new Set()): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (!Array.isArray(value) && !isPlainObject(value)) return false;
  if (ancestors.has(value)) return false;
  ancestors.add(value);
  // Array.from reads every index, so holes in sparse arrays show up as undefined.
  const children = Array.isArray(value) ? Array.from({ length: value.length }, (_, i) => value[i]) : Object.values(value);
  const ok = children.every((child) => isJSONValue(child, ancestors));
  ancestors.delete(value);
  return ok;
}
