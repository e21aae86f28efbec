/**
 * Nested keys deeper than this are kept flat, as `qs` does. The list writes filters 8 levels deep
 * (`where[or][0][and][0][status][in][0]`); the API's own parser stops at 5 (spec 9), so the list sends its
 * where to the API as JSON instead.
 */
const maxDepth = 10;
/** Array indexes above this make an object instead of a huge sparse array (spec 9: array limit 20). */
const maxArrayIndex = 20;

type Nested = { [key: string]: Nested | string };

/**
 * Reads `qs`-style nested parameters (`where[or][0][title][like]=x`) back into objects and arrays: the
 * inverse of `stringifyQuery`, so list state written into the address bar can be read from it again.
 */
export function parseQuery(search: string | URLSearchParams): Record<string, unknown> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  // Prototype-less nodes: a key such as `__proto__` is then an ordinary key, never a path into Object.prototype.
  const root: Nested = Object.create(null);
  for (const [key, value] of params) {
    const path = splitKey(key);
    let node = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
        break;
      }
      const next = node[part];
      if (typeof next !== 'object') node[part] = Object.create(null);
      node = node[part] as Nested;
    }
  }
  return toArrays(root) as Record<string, unknown>;
}

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const pattern = /\[([^[\]]*)\]/g;
  pattern.lastIndex = open;
  let match: RegExpExecArray | null = pattern.exec(key);
  let end = open;
  while (match && match.index === end && parts.length <= maxDepth) {
    parts.push(match[1]);
    end = pattern.lastIndex;
    match = pattern.exec(key);
  }
  // The rest of an over-deep or malformed key stays one segment.
  if (end < key.length) parts.push(key.slice(end));
  return parts;
}

/** Objects whose keys are exactly 0…n-1 become arrays. */
function toArrays(node: Nested | string): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const entries = keys.map((k) => [k, toArrays(node[k])] as const);
  const isArray =
    keys.length > 0 && keys.every((k) => /^\d+$/.test(k) && Number(k) <= maxArrayIndex) && keys.every((k, i) => Number(k) === i);
  if (isArray) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  return Object.fromEntries(entries);
}
