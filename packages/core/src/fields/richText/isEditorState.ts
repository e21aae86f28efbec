import { isPlainObject } from '../shared/isPlainObject.ts';

type Node = Record<string, unknown> & { children?: unknown };

/** The outer shape of a serialized Lexical state: `{ root: { type: 'root', children: [...] } }`. */
export function isEditorState(value: unknown): value is { root: Node & { children: unknown[] } } {
  if (!isPlainObject(value) || !isPlainObject(value.root)) return false;
  return value.root.type === 'root' && Array.isArray(value.root.children);
}

/** An editor with nothing typed in: no blocks, or one paragraph without content (what Lexical saves when cleared). */
export function isEmptyEditorState(state: { root: { children: unknown[] } }): boolean {
  const { children } = state.root;
  if (children.length === 0) return true;
  if (children.length > 1) return false;
  const only = children[0];
  return isPlainObject(only) && only.type === 'paragraph' && (!Array.isArray(only.children) || only.children.length === 0);
}
