type QueryValue = unknown;

/**
 * Serializes nested query parameters the way `qs` parses them (`where[title][like]=x`, `sort=-a`,
 * arrays as `[0]`, `[1]`…), which is what the REST API reads. `undefined` values are left out.
 */
export function stringifyQuery(params: Record<string, QueryValue>): string {
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === undefined) return;
    if (value === null) {
      parts.push(`${encodeURIComponent(key)}=`);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) add(`${key}[${i}]`, item);
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return parts.join('&');
}
