/**
 * Percent-encoding that never throws: `encodeURIComponent` refuses lone surrogates, which a hostile client can
 * still send (as the CESU-8 bytes of the surrogate, which no UTF-8 decoder accepts).
 */
export function pct(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    let out = '';
    for (const ch of value) {
      const code = ch.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff)
        out +=
          `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      else out += encodeURIComponent(ch);
    }
    return out;
  }
}

/** `{ a: { b: [1, 2] } }` under `where` as `where[a][b][0]=1&where[a][b][1]=2`, the way qs reads nested query strings. */
export function toQueryString(value: unknown, key: string[]): string[] {
  const name = key.map((k, i) => (i === 0 ? pct(k) : `[${pct(k)}]`)).join('');
  if (value === null || value === undefined) return [`${name}=`];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${name}=`];
    return value.flatMap((item, i) => toQueryString(item, [...key, String(i)]));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return [`${name}=`];
    return entries.flatMap(([k, v]) => toQueryString(v, [...key, k]));
  }
  return [`${name}=${pct(String(value))}`];
}

/** A plain object with `key` set as an own, enumerable property, even for `__proto__`, so JSON.stringify sends it. */
export function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}
