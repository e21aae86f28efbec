import type { WhereNode } from './types.ts';

/**
 * Whether a checked where tree narrows nothing down: no tree, an empty `and`/`or`, a field with no operators
 * (`{ title: {} }`), an `or` with an empty branch, or an access-style `true`. Judged on the sanitized tree, so
 * every spelling a client can send (`{}`, `{"and":[]}`, `where[and][0]=`…) is judged alike. A condition
 * that happens to match every document (`id exists`) is an explicit choice and counts as a filter.
 */
export function isEmptyFilter(node: WhereNode | undefined): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'constant':
      return node.value;
    case 'condition':
      return false;
    case 'and':
      return node.children.every(isEmptyFilter);
    case 'or':
      // An empty `or` matches nothing, but a client who sends one meant "no filter", not "none".
      return node.children.length === 0 || node.children.some(isEmptyFilter);
  }
}
