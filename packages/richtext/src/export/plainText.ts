/*
 * Rich text to plain text, for search indexes, excerpts, e-mail fallbacks and the like.
 *
 * Blocks (paragraphs, headings, quotes, lists, tables) are separated by a blank line; each list item (nested ones
 * included) is a line of its own, without markers or indentation; a table is one line per row with cells separated
 * by tabs (line breaks and tabs inside a cell become spaces); a line break is `\n`, a tab `\t`. Decorators (blocks,
 * inline blocks, uploads, relationships), horizontal rules and empty blocks contribute nothing. Text of element
 * types this module does not know (custom inline marks, say) is kept.
 */
import type { SerializedNode } from '../types.ts';
import { blockTypes, childNodes, MAX_DEPTH, rootOf, stringField } from './shared.ts';

/** Text of a run of children: inline children concatenate, block children stand apart, joined by `separator`. */
function segments(node: SerializedNode, separator: string, depth: number): string {
  const parts: string[] = [];
  let inline = '';
  for (const child of childNodes(node)) {
    if (blockTypes.has(child.type)) {
      parts.push(inline, nodeText(child, depth + 1));
      inline = '';
    } else {
      inline += nodeText(child, depth + 1);
    }
  }
  parts.push(inline);
  return parts.filter((part) => part !== '').join(separator);
}

function nodeText(node: SerializedNode, depth: number): string {
  if (depth > MAX_DEPTH) return '';
  switch (node.type) {
    case 'text':
      return stringField(node.text);
    case 'tab':
      return '\t';
    case 'linebreak':
      return '\n';
    case 'horizontalrule':
    case 'relationship':
    case 'upload':
    case 'block':
    case 'inlineBlock':
    case 'unknownConverted':
      return '';
    case 'list':
      return childNodes(node)
        .map((item) => nodeText(item, depth + 1))
        .filter((line) => line !== '')
        .join('\n');
    case 'listitem':
      return segments(node, '\n', depth);
    case 'table':
      return childNodes(node)
        .map((row) =>
          childNodes(row)
            .map((cell) => nodeText(cell, depth + 2).replace(/[\t\n\r]+/g, ' '))
            .join('\t'),
        )
        .filter((row) => row.trim() !== '')
        .join('\n');
    default:
      return segments(node, '\n\n', depth);
  }
}

/**
 * The text of a stored editor state (`{ root }`, or a bare root node): blocks separated by a blank line, list
 * items on their own lines, table rows as tab-separated lines, line breaks as `\n`. Never throws on malformed data.
 */
export function toPlainText(state: unknown): string {
  const root = rootOf(state);
  return root ? nodeText(root, 0) : '';
}
