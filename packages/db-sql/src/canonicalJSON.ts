/**
 * JSON text with object keys sorted at every level, so two values that are equal as JSON compare equal as text
 * (PostgreSQL's jsonb equality ignores key order; SQLite compares this form instead).
 */
export function canonicalJSON(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  });
}
