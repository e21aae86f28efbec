import type { SerializedNode } from '../types.ts';

/** Deepest nesting a stored value may have; deeper input is refused rather than walked. */
export const maxNesting = 64;

/**
 * Visits every node of a value depth first, with its path from the value (`root.children.2.children.0`).
 * Stops descending past `maxNesting` levels (validation reports that).
 */
export function walkNodes(
  root: unknown,
  visit: (node: SerializedNode, path: string, depth: number) => void,
  path = 'root',
  depth = 0,
): void {
  if (!root || typeof root !== 'object' || depth > maxNesting) return;
  const node = root as SerializedNode;
  visit(node, path, depth);
  const children = node.children;
  if (!Array.isArray(children)) return;
  for (let i = 0; i < children.length; i++) walkNodes(children[i], visit, `${path}.children.${i}`, depth + 1);
}

/** An id (string or number), or the id of a populated document. */
export function idOf(value: unknown): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value && typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return undefined;
}
