/** A short text form of any value for messages: strings as they are, the rest as JSON when possible. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // BigInt and cyclic values cannot be serialized.
    return String(value);
  }
}
