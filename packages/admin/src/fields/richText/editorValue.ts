/** Whether a form value is a stored editor state (`{root: {type: 'root', children: […]}}`). */
export function isEditorStateValue(value: unknown): value is { root: { type: 'root'; children: unknown[] } } {
  if (!value || typeof value !== 'object') return false;
  const root = (value as { root?: { type?: unknown; children?: unknown } }).root;
  return !!root && typeof root === 'object' && root.type === 'root' && Array.isArray(root.children);
}

/** Whether an editor's JSON holds nothing: no blocks, or one paragraph with no content (what a cleared editor leaves). */
export function isEmptyState(state: { root: { children: unknown[] } }): boolean {
  const { children } = state.root;
  if (children.length === 0) return true;
  if (children.length > 1) return false;
  const only = children[0] as { type?: unknown; children?: unknown[] };
  return only?.type === 'paragraph' && (!Array.isArray(only.children) || only.children.length === 0);
}
