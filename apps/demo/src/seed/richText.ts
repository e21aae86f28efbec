/**
 * Builders for Lexical's serialized editor state, the stored form of rich text (see the REST contract and
 * `@atrium/richtext`'s node fixtures). Seed content is written with these, and they write exactly what the
 * editor itself stores (Lexical 0.52), so a document opened and saved unchanged in the admin stays the same:
 *
 * - every element has `children`, `direction`, `format` and `indent`; elements holding text are left-to-right,
 *   tables, rows, cells and the list items that only carry a nested list have no direction (`null`);
 * - a paragraph carries `textFormat`/`textStyle` copied from its first text child (0 and '' without one);
 * - neighbouring runs of text with the same format are one text node, as the editor merges them;
 * - a list item's `indent` is its nesting depth; a nested list sits in an item of its own, which takes the
 *   number of the item after it; `checked` is written, always as a boolean, only in check lists;
 * - a table cell always has `headerState`, `colSpan`, `rowSpan` and `backgroundColor`, `width` only when set;
 * - a tab is a text node fixed to `\t` with `detail: 2`.
 */

import type { TextFormatName } from '@atrium/richtext';

/** A stored node. */
export type Node = Record<string, unknown>;
/** Inline content: a node, or a string for a run of plain text. */
export type Inline = Node | string;
/** A stored rich-text value. */
export type RichText = { root: Node };
type ID = string | number;

/** Text format bits (spec section 3). */
export const textFormat = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
} as const satisfies Record<TextFormatName, number>;

type Direction = 'ltr' | null;

function element(type: string, children: Node[], extra: Node = {}, direction: Direction = 'ltr'): Node {
  return { type, version: 1, children, direction, format: '', indent: 0, ...extra };
}

const isText = (node: Node) => node.type === 'text' && node.mode === 'normal' && node.detail === 0;

/** Inline children as the editor keeps them: strings become text, empty runs go, equal neighbours merge. */
function inline(children: readonly Inline[]): Node[] {
  const out: Node[] = [];
  for (const child of children) {
    const node = typeof child === 'string' ? text(child) : child;
    if (node.type === 'text' && node.text === '') continue;
    const last = out[out.length - 1];
    if (last && isText(last) && isText(node) && last.format === node.format && last.style === node.style) {
      out[out.length - 1] = { ...last, text: `${last.text as string}${node.text as string}` };
    } else out.push(node);
  }
  return out;
}

const contentOf = (content: Inline | readonly Inline[]): Node[] => inline(Array.isArray(content) ? content : [content as Inline]);

// ---------------------------------------------------------------------------------------------------------
// Text

/** A run of text; `format` is a bitmask of `textFormat`. */
export function text(value: string, format = 0): Node {
  return { type: 'text', version: 1, text: value, format, style: '', mode: 'normal', detail: 0 };
}

/** A run of text with several formats at once: `formatted('Note', 'bold', 'highlight')`. */
export function formatted(value: string, ...formats: TextFormatName[]): Node {
  const mask = formats.reduce((bits, name) => bits | textFormat[name], 0);
  return text(value, mask);
}

/** Bold text. */
export const bold = (value: string) => text(value, textFormat.bold);
/** Italic text. */
export const italic = (value: string) => text(value, textFormat.italic);
/** Struck-through text. */
export const strikethrough = (value: string) => text(value, textFormat.strikethrough);
/** Underlined text. */
export const underline = (value: string) => text(value, textFormat.underline);
/** Inline code. */
export const code = (value: string) => text(value, textFormat.code);
/** Subscript, as in CO₂. */
export const subscript = (value: string) => text(value, textFormat.subscript);
/** Superscript, as in m². */
export const superscript = (value: string) => text(value, textFormat.superscript);
/** Highlighted (marked) text. */
export const highlight = (value: string) => text(value, textFormat.highlight);

/** A line break inside a paragraph, heading, quote or list item. */
export function linebreak(): Node {
  return { type: 'linebreak', version: 1 };
}

/** A tab character. */
export function tab(): Node {
  return { type: 'tab', version: 1, text: '\t', format: 0, style: '', mode: 'normal', detail: 2 };
}

// ---------------------------------------------------------------------------------------------------------
// Blocks of text

/** A paragraph of text runs, links and inline blocks; with no content, the empty paragraph the editor leaves. */
export function paragraph(...children: Inline[]): Node {
  const nodes = inline(children);
  const first = nodes.find((node) => node.type === 'text' || node.type === 'tab');
  return element(
    'paragraph',
    nodes,
    { textFormat: first ? first.format : 0, textStyle: first ? first.style : '' },
    nodes.length === 0 ? null : 'ltr',
  );
}

/** Heading sizes. */
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A heading, `h2` by default. */
export function heading(content: Inline | Inline[], tag: HeadingTag = 'h2'): Node {
  return element('heading', contentOf(content), { tag });
}

/** A block quote (its lines are separated with `linebreak()`). */
export function quote(...children: Inline[]): Node {
  return element('quote', inline(children));
}

/** A horizontal rule between sections. */
export function horizontalRule(): Node {
  return { type: 'horizontalrule', version: 1 };
}

// ---------------------------------------------------------------------------------------------------------
// Lists

export type ListType = 'bullet' | 'number' | 'check';
/** An item of a check list, ticked or not. */
export type CheckEntry = { checked: boolean; content: Inline | Inline[] };
/** A list nested under the item before it. */
export type NestedList = { nested: ListType; entries: ListEntry[] };
/** One entry of `list()`: an item's content (a string, a node or a line of inline nodes), a check item or a nested list. */
export type ListEntry = Inline | Inline[] | CheckEntry | NestedList;

/** A ticked item of a check list. */
export const done = (...content: Inline[]): CheckEntry => ({ checked: true, content });
/** An unticked item of a check list. */
export const todo = (...content: Inline[]): CheckEntry => ({ checked: false, content });
/** A list nested under the item before it. */
export const nested = (kind: ListType, entries: ListEntry[]): NestedList => ({ nested: kind, entries });

const isNested = (entry: ListEntry): entry is NestedList =>
  typeof entry === 'object' && !Array.isArray(entry) && 'nested' in entry;
const isCheck = (entry: ListEntry): entry is CheckEntry =>
  typeof entry === 'object' && !Array.isArray(entry) && 'checked' in entry && 'content' in entry;

function listNode(kind: ListType, entries: readonly ListEntry[], start: number, depth: number): Node {
  const items: Node[] = [];
  let value = start;
  for (const entry of entries) {
    if (isNested(entry)) {
      // The item holding a nested list has no text of its own and takes the number of the item after it.
      const extra: Node = { value, indent: depth, ...(kind === 'check' ? { checked: false } : {}) };
      items.push(element('listitem', [listNode(entry.nested, entry.entries, 1, depth + 1)], extra, null));
      continue;
    }
    const check = isCheck(entry);
    const content = check ? entry.content : entry;
    const extra: Node = { value, indent: depth, ...(kind === 'check' ? { checked: check && entry.checked } : {}) };
    items.push(element('listitem', contentOf(content as Inline | Inline[]), extra));
    value += 1;
  }
  return element('list', items, { listType: kind, start, tag: kind === 'number' ? 'ol' : 'ul' });
}

/**
 * A bulleted, numbered or check list. Entries are item contents, `done(…)`/`todo(…)` in a check list, and
 * `nested(kind, entries)` for a list under the previous item.
 */
export function list(kind: ListType, entries: readonly ListEntry[], start = 1): Node {
  return listNode(kind, entries, start, 0);
}

// ---------------------------------------------------------------------------------------------------------
// Links

/** Link relations of the demo's `rel` link field. */
export type LinkRel = 'nofollow' | 'sponsored';
export type LinkOptions = { newTab?: boolean; rel?: LinkRel[] };

function linkNode(fields: Node, label: Inline | Inline[], rel: LinkRel[] | undefined): Node {
  return element('link', contentOf(label), { version: 3, fields: rel ? { ...fields, rel } : fields });
}

/** A link to any URL (`linkType: 'custom'`). */
export function link(url: string, label: Inline | Inline[], { newTab = false, rel }: LinkOptions = {}): Node {
  return linkNode({ linkType: 'custom', newTab, url }, label, rel);
}

/** A link to a document of this site (`linkType: 'internal'`). */
export function docLink(relationTo: string, id: ID, label: Inline | Inline[], { newTab = false, rel }: LinkOptions = {}): Node {
  return linkNode({ linkType: 'internal', newTab, doc: { relationTo, value: id } }, label, rel);
}

/** A URL or email address the editor turned into a link as it was typed. */
export function autolink(address: string): Node {
  const url = address.includes('@') && !address.includes(':') ? `mailto:${address}` : address;
  return element('autolink', [text(address)], { version: 2, fields: { linkType: 'custom', newTab: false, url } });
}

// ---------------------------------------------------------------------------------------------------------
// Embedded documents and blocks

/** A document of another collection shown as a card between paragraphs. */
export function relationship(relationTo: string, id: ID): Node {
  return { type: 'relationship', version: 2, format: '', relationTo, value: id };
}

/** An image (or other upload) placed in the text, with the editor's extra upload fields. */
export function upload(nodeId: string, relationTo: string, id: ID, fields: Node = {}): Node {
  return { type: 'upload', version: 3, format: '', id: nodeId, relationTo, value: id, fields };
}

/** A block between paragraphs; `fields` holds its `blockType` and its own fields. */
export function block(nodeId: string, fields: { blockType: string } & Node): Node {
  return { type: 'block', version: 2, format: '', fields: { id: nodeId, blockName: '', ...fields } };
}

/** A block inside a line of text. */
export function inlineBlock(nodeId: string, fields: { blockType: string } & Node): Node {
  return { type: 'inlineBlock', version: 1, fields: { id: nodeId, ...fields } };
}

// ---------------------------------------------------------------------------------------------------------
// Tables

/** Header states of a table cell. */
export const header = { none: 0, row: 1, column: 2, both: 3 } as const;
export type CellOptions = {
  header?: keyof typeof header;
  colSpan?: number;
  rowSpan?: number;
  /** In pixels. */
  width?: number;
  /** A CSS colour. */
  background?: string;
};

/** A table cell: a string (one paragraph), or block nodes (paragraphs, lists). */
export function cell(content: string | Node | Node[], options: CellOptions = {}): Node {
  const blocks =
    typeof content === 'string'
      ? [content === '' ? paragraph() : paragraph(content)]
      : Array.isArray(content)
        ? content
        : [content];
  return element(
    'tablecell',
    blocks,
    {
      headerState: header[options.header ?? 'none'],
      colSpan: options.colSpan ?? 1,
      rowSpan: options.rowSpan ?? 1,
      backgroundColor: options.background ?? null,
      ...(options.width === undefined ? {} : { width: options.width }),
    },
    null,
  );
}

/** A table row, with an optional height in pixels. */
export function row(cells: Node[], height?: number): Node {
  return element('tablerow', cells, height === undefined ? {} : { height }, null);
}

/** A table of rows. */
export function table(...rows: Node[]): Node {
  return element('table', rows, {}, null);
}

// ---------------------------------------------------------------------------------------------------------
// Documents and ids

/** The editor state holding these top-level blocks. */
export function richText(...children: Node[]): RichText {
  return { root: { type: 'root', version: 1, children, direction: 'ltr', format: '', indent: 0 } };
}

/**
 * A node id (blocks, inline blocks and uploads carry one) in the editor's format: 24 hex digits, the first eight
 * a time in seconds. Derived from `key`, so the same content always gets the same ids.
 */
export function stableID(key: string, seconds = 1_704_700_800): string {
  // Two FNV-1a hashes with different offsets give the 64 bits after the time.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
  }
  return hex8(seconds) + hex8(a) + hex8(b);
}

/** Eight hex digits of a 32-bit number. */
export function hex8(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}
