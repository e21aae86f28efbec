/**
 * The spec's number check: a number that is finite, or a string that is not blank and converts to a
 * finite number. Anything else (null, booleans, arrays, `'abc'`, `Infinity`) answers `undefined`.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}
