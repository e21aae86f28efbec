type Node = { type?: string; text?: string; children?: Node[] };

const blockTypes = new Set(['paragraph', 'heading', 'quote', 'listitem', 'tablecell']);

/**
 * The first `max` characters of a Lexical editor state's text, blocks separated by a space and cut at a
 * word with an ellipsis: a list cell's preview. Anything that is not an editor state gives `''`.
 */
export function richTextExcerpt(value: unknown, max = 80): string {
  const root = (value as { root?: Node } | null)?.root;
  if (!root || !Array.isArray(root.children)) return '';
  let text = '';
  // Iterative walk, stopping once there is enough text: long documents cost no more than short ones.
  const stack: Node[] = [...root.children].reverse();
  while (stack.length > 0 && text.length <= max) {
    const node = stack.pop() as Node;
    if (typeof node?.text === 'string') text += node.text;
    else if (node?.type === 'linebreak' || node?.type === 'tab') text += ' ';
    if (Array.isArray(node?.children)) {
      if (blockTypes.has(node.type ?? '') && text && !text.endsWith(' ')) text += ' ';
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  text = text.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
