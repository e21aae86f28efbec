/** One top-level block of rich text as a diff compares it: what it is and the text it shows. */
export type TextBlock = {
  /** `p`, `h1`…`h6`, `blockquote`, `pre`, `li` (one per list item), `hr`, or `embed` (a block, upload or relationship). */
  tag: string;
  text: string;
  /** How deep a list item is nested (0 for the top level). */
  indent?: number;
  /** The list an item belongs to: `bullet`, `number` or `check`. */
  listType?: string;
};

type Node = { type?: unknown; children?: unknown; [key: string]: unknown };

const childrenOf = (node: Node): Node[] =>
  Array.isArray(node.children) ? node.children.filter((c): c is Node => c !== null && typeof c === 'object') : [];

// A decorator's words: a block's name or type, an upload's or relationship's collection and id.
function embedText(node: Node): string {
  const fields = (node.fields ?? {}) as { blockName?: unknown; blockType?: unknown };
  if (typeof fields.blockName === 'string' && fields.blockName) return fields.blockName;
  if (typeof fields.blockType === 'string') return fields.blockType;
  const value = node.value && typeof node.value === 'object' ? (node.value as { id?: unknown }).id : node.value;
  return [node.relationTo, value].filter((part) => part !== undefined && part !== null).join(' #');
}

/** The text an inline node and its children show (a line break is a new line, an inline block its name). */
function inlineText(node: Node): string {
  if (node.type === 'text' || node.type === 'tab') return typeof node.text === 'string' ? node.text : '';
  if (node.type === 'linebreak') return '\n';
  if (node.type === 'inlineBlock') return `[${embedText(node)}]`;
  return childrenOf(node).map(inlineText).join('');
}

function blocksOf(node: Node, out: TextBlock[], indent: number, listType?: string): void {
  switch (node.type) {
    case 'heading':
      out.push({ tag: typeof node.tag === 'string' && /^h[1-6]$/.test(node.tag) ? node.tag : 'h2', text: inlineText(node) });
      return;
    case 'quote':
      out.push({ tag: 'blockquote', text: inlineText(node) });
      return;
    case 'code':
      out.push({ tag: 'pre', text: inlineText(node) });
      return;
    case 'list':
      for (const item of childrenOf(node))
        blocksOf(item, out, indent, typeof node.listType === 'string' ? node.listType : 'bullet');
      return;
    case 'listitem': {
      // A nested list sits in an item of its own; its items go one level deeper.
      const nested = childrenOf(node).filter((child) => child.type === 'list');
      if (nested.length < childrenOf(node).length || nested.length === 0) {
        out.push({
          tag: 'li',
          text: inlineText({ children: childrenOf(node).filter((c) => c.type !== 'list') }),
          indent,
          listType,
        });
      }
      for (const list of nested) blocksOf(list, out, indent + 1);
      return;
    }
    case 'table':
      for (const row of childrenOf(node)) {
        out.push({ tag: 'p', text: childrenOf(row).map(inlineText).join(' | ') });
      }
      return;
    case 'horizontalrule':
      out.push({ tag: 'hr', text: '' });
      return;
    case 'block':
    case 'upload':
    case 'relationship':
      out.push({ tag: 'embed', text: embedText(node) });
      return;
    default:
      out.push({ tag: 'p', text: inlineText(node) });
  }
}

/** The top-level blocks of a stored Lexical state (anything else: none), in order, list items one by one. */
export function richTextBlocks(value: unknown): TextBlock[] {
  const root = value && typeof value === 'object' ? (value as { root?: unknown }).root : undefined;
  if (!root || typeof root !== 'object') return [];
  const out: TextBlock[] = [];
  for (const node of childrenOf(root as Node)) blocksOf(node, out, 0);
  return out;
}
