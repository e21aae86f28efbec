/**
 * Whether a value counts as "not filled in" for `required`: undefined, null, a string of only whitespace,
 * or an empty list. `false`, `0` and `{}` are values.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
