import {
  type EditorState,
  type HeadingTag,
  type SerializedList,
  type SerializedListItem,
  type SerializedNode,
  TextFormat,
} from '../types.ts';
import {
  type ConvertContext,
  childPath,
  clonePlain,
  elementAlignments,
  isRecord,
  type JSONRecord,
  linkFields,
  makeElement,
  makeLinebreak,
  makeParagraph,
  makeRoot,
  makeText,
  mergeTexts,
  referenceValue,
  stableId,
} from './shared.ts';
import { toUnknownConverted, valueKind } from './unknown.ts';

const source = 'slate';

/** Slate leaf marks and their `TextFormat` flags. */
const marks: readonly (readonly [string, number])[] = [
  ['bold', TextFormat.bold],
  ['italic', TextFormat.italic],
  ['strikethrough', TextFormat.strikethrough],
  ['underline', TextFormat.underline],
  ['code', TextFormat.code],
  ['subscript', TextFormat.subscript],
  ['superscript', TextFormat.superscript],
];

/**
 * What the nodes of an element's content are gathered into:
 * - `'text'`: a paragraph, heading or quote. Blocks that cannot sit in text (lists, uploads, relationships) split it.
 * - `'listitem'`: a list item. A nested list becomes a list item of its own holding only that list.
 * - `'link'`: a link's text. Nothing splits a link; nested links are unwrapped.
 */
type Mode = {
  kind: 'text' | 'listitem' | 'link';
  /** Nesting depth of the list item being filled (`'listitem'`). */
  depth: number;
  /** Indent of the text block being filled (`'text'`), given to the lists that split it. */
  indent: number;
};

/** One piece of an element's content, before it is assembled into nodes. */
type Item =
  | { kind: 'inline'; node: SerializedNode }
  | { kind: 'break' } // the edge of an unwrapped block: a linebreak if there is text on both sides
  | { kind: 'block'; nodes: SerializedNode[] }; // nodes that end the current element and go beside it

/** A Slate node's `children` as an array: a single object or string is wrapped, anything else is no children. */
function childrenOf(node: JSONRecord): unknown[] {
  const { children } = node;
  if (Array.isArray(children)) return children;
  if (isRecord(children) || typeof children === 'string') return [children];
  return [];
}

/** Whether a Slate object is a text leaf (as opposed to an element). */
function isLeaf(node: JSONRecord): boolean {
  const { type } = node;
  if (typeof node.text === 'string' && (type === undefined || type === 'text')) return true;
  if (typeof type === 'string' && type !== '' && type !== 'text') return false;
  return !('children' in node);
}

/** An element's type; `undefined` for a paragraph (no type, `'p'`, or a type that is not a string). */
function elementType(node: JSONRecord): string | undefined {
  const { type } = node;
  return typeof type === 'string' && type !== '' && type !== 'p' ? type : undefined;
}

/** An element's alignment: Slate's `textAlign` when it is one Lexical knows, else `''`. */
function alignmentOf(node: JSONRecord): string {
  return typeof node.textAlign === 'string' && elementAlignments.includes(node.textAlign) ? node.textAlign : '';
}

function formatOf(leaf: JSONRecord): number {
  let format = 0;
  for (const [mark, flag] of marks) if (leaf[mark] === true) format |= flag;
  return format;
}

function pushText(text: string, format: number, items: Item[]): void {
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) items.push({ kind: 'inline', node: makeLinebreak() });
    if (line !== '') items.push({ kind: 'inline', node: makeText(line, format) });
  });
}

function unknown(node: unknown, nodeType: string, context: ConvertContext, reason?: string): SerializedNode {
  return toUnknownConverted(node, nodeType, { warned: context.warned, source, reason });
}

function convertRelationship(node: JSONRecord, context: ConvertContext): SerializedNode {
  const value = referenceValue(node.value);
  if (typeof node.relationTo !== 'string' || node.relationTo === '' || value === undefined) {
    return unknown(node, 'relationship', context, 'a relationship needs a collection (relationTo) and a value');
  }
  return { type: 'relationship', version: 2, relationTo: node.relationTo, value, format: alignmentOf(node) };
}

function convertUpload(node: JSONRecord, path: string, context: ConvertContext): SerializedNode {
  const value = referenceValue(node.value);
  if (typeof node.relationTo !== 'string' || node.relationTo === '' || value === undefined) {
    return unknown(node, 'upload', context, 'an upload needs a collection (relationTo) and a value');
  }
  return {
    type: 'upload',
    version: 3,
    id: stableId(`upload:${path}`),
    relationTo: node.relationTo,
    value,
    fields: isRecord(node.fields) ? clonePlain(node.fields) : {},
    format: alignmentOf(node),
  };
}

/** Inline nodes from items that cannot split (a link's): breaks become linebreaks between content. */
function inlineNodes(items: readonly Item[]): SerializedNode[] {
  const nodes: SerializedNode[] = [];
  let pendingBreak = false;
  for (const item of items) {
    if (item.kind === 'break') {
      pendingBreak = true;
      continue;
    }
    for (const node of item.kind === 'inline' ? [item.node] : item.nodes) {
      if (pendingBreak && nodes.length > 0) nodes.push(makeLinebreak());
      pendingBreak = false;
      nodes.push(node);
    }
  }
  return mergeTexts(nodes);
}

/**
 * Assembles items into elements made by `make`: the inline items between two blocks form one element, blocks go
 * between them. Content that is all blocks makes no element; no content at all makes one empty element.
 */
function assemble(items: readonly Item[], make: (children: SerializedNode[]) => SerializedNode): SerializedNode[] {
  const out: SerializedNode[] = [];
  let run: Item[] = [];
  const flush = () => {
    const children = inlineNodes(run);
    if (children.length > 0) out.push(make(children));
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'block') {
      flush();
      out.push(...item.nodes);
    } else {
      run.push(item);
    }
  }
  flush();
  if (out.length === 0) out.push(make([]));
  return out;
}

function collect(children: readonly unknown[], path: string, mode: Mode, context: ConvertContext, items: Item[]): void {
  children.forEach((child, index) => {
    collectNode(child, childPath(path, index), mode, context, items);
  });
}

/** Gathers one Slate node met inside an element's content. */
function collectNode(node: unknown, path: string, mode: Mode, context: ConvertContext, items: Item[]): void {
  if (node === null || node === undefined) return;
  if (typeof node === 'string') {
    pushText(node, 0, items);
    return;
  }
  if (!isRecord(node)) {
    items.push({ kind: 'inline', node: unknown(node, valueKind(node), context, 'it is not a Slate node') });
    return;
  }
  if (isLeaf(node)) {
    pushText(typeof node.text === 'string' ? node.text : '', formatOf(node), items);
    return;
  }
  const type = elementType(node);
  switch (type) {
    case 'link':
      if (mode.kind === 'link') {
        collect(childrenOf(node), path, mode, context, items);
        return;
      }
      items.push({ kind: 'inline', node: convertLink(node, path, mode, context) });
      return;
    case 'ul':
    case 'ol':
      if (mode.kind === 'listitem') {
        const list = convertList(node, path, mode.depth + 1, 0, context);
        items.push({ kind: 'block', nodes: [listItem([list], mode.depth)] });
      } else if (mode.kind === 'text') {
        items.push({ kind: 'block', nodes: [convertList(node, path, 0, mode.indent, context)] });
      } else {
        unwrap(node, path, mode, context, items);
      }
      return;
    case 'upload':
    case 'relationship': {
      const converted = type === 'upload' ? convertUpload(node, path, context) : convertRelationship(node, context);
      items.push(mode.kind === 'text' ? { kind: 'block', nodes: [converted] } : { kind: 'inline', node: converted });
      return;
    }
    case undefined:
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
    case 'blockquote':
    case 'li':
    case 'indent': {
      unwrap(node, path, mode, context, items);
      return;
    }
    default:
      items.push({ kind: 'inline', node: unknown(node, type, context) });
  }
}

/** A block met inside text: its content joins the text, on a line of its own. */
function unwrap(node: JSONRecord, path: string, mode: Mode, context: ConvertContext, items: Item[]): void {
  items.push({ kind: 'break' });
  collect(childrenOf(node), path, mode, context, items);
  items.push({ kind: 'break' });
}

function convertLink(node: JSONRecord, path: string, mode: Mode, context: ConvertContext): SerializedNode {
  const atNode: JSONRecord = {};
  for (const key of ['url', 'newTab', 'linkType', 'doc']) if (node[key] !== undefined) atNode[key] = node[key];
  const fields = linkFields([atNode, isRecord(node.fields) ? node.fields : {}]);
  const items: Item[] = [];
  collect(childrenOf(node), path, { ...mode, kind: 'link' }, context, items);
  return makeElement('link', 3, inlineNodes(items), { fields });
}

function listItem(children: SerializedNode[], depth: number): SerializedListItem {
  return makeElement('listitem', 1, mergeTexts(children), { value: 1 }, { indent: depth }) as SerializedListItem;
}

/** The items of an `li`: its text, and a holder item for each nested list (Lexical's shape for nesting). */
function convertListItem(children: readonly unknown[], path: string, depth: number, context: ConvertContext): SerializedNode[] {
  const items: Item[] = [];
  collect(children, path, { kind: 'listitem', depth, indent: 0 }, context, items);
  return assemble(items, (inline) => listItem(inline, depth));
}

/** Numbers list items as Lexical does: from `start`, an item holding only a nested list takes the next number. */
function numberItems(items: SerializedNode[], start: number): void {
  let value = start;
  for (const item of items) {
    if (item.type !== 'listitem') continue;
    item.value = value;
    const first = (item.children as SerializedNode[])[0];
    if (first?.type !== 'list') value++;
  }
}

function convertList(node: JSONRecord, path: string, depth: number, indent: number, context: ConvertContext): SerializedList {
  const ordered = node.type === 'ol';
  const items: SerializedNode[] = [];
  childrenOf(node).forEach((child, index) => {
    const at = childPath(path, index);
    if (child === null || child === undefined) return;
    if (isRecord(child) && !isLeaf(child)) {
      const type = elementType(child);
      if (type === 'li') {
        items.push(...convertListItem(childrenOf(child), at, depth, context));
        return;
      }
      if (type === 'ul' || type === 'ol') {
        items.push(listItem([convertList(child, at, depth + 1, 0, context)], depth));
        return;
      }
    }
    // Anything else directly in a list (text, a paragraph…) is the content of an item of its own.
    items.push(...convertListItem([child], at, depth, context));
  });
  if (items.length === 0) items.push(listItem([], depth));
  numberItems(items, 1);
  return makeElement(
    'list',
    1,
    items,
    { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' },
    { format: alignmentOf(node), indent },
  ) as SerializedList;
}

/** A Slate text block (paragraph, heading, quote, stray list item) as one or more nodes. */
function convertTextBlock(
  node: JSONRecord,
  path: string,
  indent: number,
  context: ConvertContext,
  make: (children: SerializedNode[], layout: { format: string; indent: number }) => SerializedNode,
): SerializedNode[] {
  const items: Item[] = [];
  collect(childrenOf(node), path, { kind: 'text', depth: 0, indent }, context, items);
  const layout = { format: alignmentOf(node), indent };
  return assemble(items, (children) => make(children, layout));
}

/** A Slate node met where blocks go (the document, an indent). */
function convertBlock(node: unknown, path: string, indent: number, context: ConvertContext): SerializedNode[] {
  if (!isRecord(node)) return [unknown(node, valueKind(node), context, 'it is not a Slate node')];
  const type = elementType(node);
  switch (type) {
    case undefined:
    case 'li':
      return convertTextBlock(node, path, indent, context, makeParagraph);
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return convertTextBlock(node, path, indent, context, (children, layout) =>
        makeElement('heading', 1, children, { tag: type as HeadingTag }, layout),
      );
    case 'blockquote':
      return convertTextBlock(node, path, indent, context, (children, layout) => makeElement('quote', 1, children, {}, layout));
    case 'ul':
    case 'ol':
      return [convertList(node, path, 0, indent, context)];
    case 'indent': {
      const blocks = convertBlocks(childrenOf(node), path, indent + 1, context);
      return blocks.length > 0 ? blocks : [makeParagraph([], { indent: indent + 1 })];
    }
    case 'upload':
      return [convertUpload(node, path, context)];
    case 'relationship':
      return [convertRelationship(node, context)];
    default:
      return [unknown(node, type, context)];
  }
}

/**
 * Whether a node met where blocks go is inline content (a string, a leaf with text, a link) to be gathered into a
 * paragraph. An object with neither text, type nor children is taken there as a paragraph without children.
 */
function isInline(node: unknown): boolean {
  if (typeof node === 'string') return true;
  if (!isRecord(node)) return false;
  return node.type === 'link' || node.type === 'text' || (typeof node.text === 'string' && node.type === undefined);
}

function convertBlocks(nodes: readonly unknown[], path: string, indent: number, context: ConvertContext): SerializedNode[] {
  const blocks: SerializedNode[] = [];
  let run: Item[] = [];
  const flush = () => {
    const children = inlineNodes(run);
    if (children.length > 0) blocks.push(makeParagraph(children, { indent }));
    run = [];
  };
  nodes.forEach((node, index) => {
    const at = childPath(path, index);
    if (node === null || node === undefined) return;
    if (isInline(node)) {
      collectNode(node, at, { kind: 'text', depth: 0, indent }, context, run);
      return;
    }
    flush();
    blocks.push(...convertBlock(node, at, indent, context));
  });
  flush();
  return blocks;
}

/**
 * Converts rich text stored by Payload's old Slate editor (an array of Slate nodes) into a current Lexical editor
 * state. The input is never mutated and the output shares nothing with it.
 *
 * Elements:
 * - a paragraph (`type` absent or `'p'`) → `paragraph` (`textFormat: 0`, `textStyle: ''`); `h1`–`h6` → `heading`;
 *   `blockquote` → `quote`; Slate's `textAlign` becomes the element's `format`.
 * - `ul`/`ol` → `list` (`bullet`/`number`, `start: 1`) of `listitem`s numbered as Lexical numbers them. A nested
 *   list (inside an `li`, or directly in a list) becomes a list item holding only that list, after the item's own
 *   text; nested items carry `indent` = their depth, as Lexical exports them.
 * - `indent` → its blocks, each with `indent` one higher (nested indents add up).
 * - `link` → `link` v3 with `fields` (`linkType`, `newTab`, `url`/`doc`, plus Slate's custom `fields`).
 * - `relationship` → `relationship` v2, `upload` → `upload` v3 (`value` reduced to the id; the upload's `id` is a
 *   hash of its position in the Slate document, so converting again gives the same id).
 * - any other element type → `unknownConverted`, with one `console.warn` per type per conversion.
 *
 * Text: marks (`bold`, `italic`, `underline`, `strikethrough`, `code`, `subscript`, `superscript`, each only when
 * `true`) → the `format` bitmask; `\n` → `linebreak` nodes; empty text disappears; neighbouring texts of the same
 * format are joined. Every element carries `direction` (`'ltr'` when it contains text, else `null`), `format` and
 * `indent`.
 *
 * Malformed input never throws; it becomes the closest valid state:
 * - not an array: one object is taken as a one-node document, anything else as an empty one;
 * - `null`/`undefined` entries are skipped; a string is text; numbers, booleans and arrays are kept as
 *   `unknownConverted` (with a warning);
 * - children that are not an array: one object or string is taken as the only child, anything else as none;
 * - an object without `text`, `type` or `children` is empty text inside an element, and an empty paragraph where
 *   blocks go; an element without content is an empty element (a paragraph, a heading…; a list gets one empty
 *   item); an empty document is one empty paragraph;
 * - text and links directly where blocks go are gathered into paragraphs;
 * - a block inside text (a paragraph in a paragraph, a heading in a quote) gives its text on a line of its own; a
 *   list, upload or relationship inside a paragraph, heading or quote splits it, and stays where it is inside a list
 *   item or link; a link inside a link gives its text to the outer one;
 * - an upload or relationship without `relationTo` or `value` is kept as `unknownConverted`.
 */
export function convertSlateToLexical(slate: unknown): EditorState {
  const context: ConvertContext = { warned: new Set() };
  const nodes = Array.isArray(slate) ? slate : isRecord(slate) ? [slate] : [];
  return { root: makeRoot(convertBlocks(nodes, '', 0, context)) };
}
