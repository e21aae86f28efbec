/*
 * Rich text to HTML, straight from the stored JSON (no editor, no DOM).
 *
 * Safety: every text and attribute value from the data is escaped, every `href`/`src` goes through `safeURL`, CSS is
 * only ever built from validated numbers, keywords and colours, and nothing from the data is emitted as markup.
 * Converters supplied by the caller are trusted: what they return is inserted as is.
 *
 * Mapping decisions (the full list of output is in the comment of `toHTML`):
 * - check lists render as `<ul data-list-type="check">` whose items start with a disabled
 *   `<input type="checkbox">` (checked when the item is), so they read right without any CSS or script;
 * - Lexical stores a nested list as a list item that only holds the list; it is folded into the item before it
 *   (`<li>text<ul>…</ul></li>`), which is how HTML nests lists;
 * - nodes of a type without a converter, and `unknownConverted` nodes, render as
 *   `<span data-unknown-node-type="…">` — empty for `unknownConverted`, holding the rendered children otherwise.
 */
import type {
  DocumentID,
  SerializedBlock,
  SerializedInlineBlock,
  SerializedNode,
  SerializedRelationship,
  SerializedUnknownConverted,
  SerializedUpload,
} from '../types.ts';
import { TextFormat } from '../types.ts';
import { safeURL } from '../url.ts';
import {
  asNode,
  childNodes,
  defaultInternalDocToHref,
  documentTitle,
  formatBits,
  isImageDocument,
  isNestedListWrapper,
  isPopulated,
  isRecord,
  MAX_DEPTH,
  opensInNewTab,
  positiveNumber,
  rawLinkHref,
  referenceID,
  rootOf,
  stringField,
} from './shared.ts';

/** What a converter receives. */
export type HTMLConverterArgs<N extends SerializedNode = SerializedNode> = {
  /** The node to render (fields unchecked: stored JSON may be old or damaged). */
  node: N;
  /** The node's parent, `null` for the root. */
  parent: SerializedNode | null;
  /** Renders the node's children with the same options (`''` when it has none). */
  children: () => string;
  /** Renders any node with the same options, e.g. nodes a block keeps in its fields. */
  render: (node: unknown, parent?: SerializedNode | null) => string;
  /** The built-in rendering of this node, for converters that wrap or tweak it. */
  renderDefault: () => string;
  /** The options in effect, defaults filled in. */
  options: ResolvedHTMLOptions;
};

/** Turns one node into HTML. Whatever it returns is inserted unescaped: escape data with `escapeHTML`. */
export type HTMLConverter<N extends SerializedNode = SerializedNode> = (args: HTMLConverterArgs<N>) => string;

/**
 * Converters that replace the built-in rendering. `block` and `inlineBlock` take one converter for every block
 * type or a map by `blockType` (types missing from the map render the default `<div data-block-type>` /
 * `<span data-inline-block-type>`). Any other key is a node type (`paragraph`, `link`, a custom type…).
 * `unknownConverted` also renders node types that have no converter at all: it then receives a synthesized
 * `{ type: 'unknownConverted', data: { nodeType, nodeData: originalNode } }` whose `children()` are the original
 * node's children.
 */
export type HTMLConverters = {
  relationship?: HTMLConverter<SerializedRelationship>;
  upload?: HTMLConverter<SerializedUpload>;
  block?: HTMLConverter<SerializedBlock> | Record<string, HTMLConverter<SerializedBlock>>;
  inlineBlock?: HTMLConverter<SerializedInlineBlock> | Record<string, HTMLConverter<SerializedInlineBlock>>;
  unknownConverted?: HTMLConverter<SerializedUnknownConverted>;
  [nodeType: string]: HTMLConverter<any> | Record<string, HTMLConverter<any>> | undefined;
};

/** Options of `toHTML`. */
export type HTMLOptions = {
  /** Per node type replacements of the built-in rendering. */
  converters?: HTMLConverters;
  /**
   * The href of an internal link or a populated relationship. Default: `/${relationTo}/${slug ?? id}` for a
   * populated document, `/${relationTo}/${id}` otherwise. The result still goes through `safeURL`.
   */
  internalDocToHref?: (reference: { relationTo: string; value: DocumentID | Record<string, unknown> }) => string;
  /** Pixels of `padding-inline-start` per indent level. Default 40. */
  indentSize?: number;
  /** Width of table cells that store none, in pixels. Default 75. */
  defaultCellWidth?: number;
  /** Background of header cells that store none. Default `#f2f3f5`. */
  headerCellBackground?: string;
  /** Called once per node type (per `warn` function) that has no converter. Default `console.warn`. */
  warn?: (message: string) => void;
};

/** `HTMLOptions` with every default filled in. */
export type ResolvedHTMLOptions = Required<Omit<HTMLOptions, 'converters'>> & { converters: HTMLConverters };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes `& < > " '` so any string is safe as HTML text or as a quoted attribute value. Non-strings become `''`. */
export function escapeHTML(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text.replace(/[&<>"']/g, (ch) => escapes[ch]);
}

/** ` name="value"` with the value escaped, or `''` when the value is `undefined`, `null` or `false`. */
function attr(name: string, value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (value === true) return ` ${name}`;
  return ` ${name}="${escapeHTML(typeof value === 'number' ? String(value) : value)}"`;
}

function styleAttr(declarations: string[]): string {
  return declarations.length > 0 ? attr('style', declarations.join('; ')) : '';
}

/** Text formats and their tags, outermost first. */
const formatTags: [number, string][] = [
  [TextFormat.bold, 'strong'],
  [TextFormat.italic, 'em'],
  [TextFormat.strikethrough, 's'],
  [TextFormat.underline, 'u'],
  [TextFormat.code, 'code'],
  [TextFormat.subscript, 'sub'],
  [TextFormat.superscript, 'sup'],
  [TextFormat.highlight, 'mark'],
];

const alignments = new Set(['left', 'start', 'center', 'right', 'end', 'justify']);
const cssColor = /^(?:#[0-9a-f]{3,8}|[a-z]{3,30}|(?:rgba?|hsla?)\(\s*[-+\d.%\s,/]+\))$/i;

/** A stored colour when it is a plain CSS colour (hex, name, rgb()/hsl()), otherwise `undefined`. */
function validColor(value: unknown): string | undefined {
  return typeof value === 'string' && cssColor.test(value.trim()) ? value.trim() : undefined;
}

/** `text-align`, `padding-inline-start` and `dir` of an element, as declarations and a `dir` attribute. */
function elementLayout(node: SerializedNode, options: ResolvedHTMLOptions, withIndent: boolean) {
  const declarations: string[] = [];
  if (typeof node.format === 'string' && alignments.has(node.format)) declarations.push(`text-align: ${node.format}`);
  const indent = node.indent;
  if (withIndent && typeof indent === 'number' && Number.isInteger(indent) && indent > 0) {
    declarations.push(`padding-inline-start: ${Math.min(indent, 100) * options.indentSize}px`);
  }
  const dir = node.direction === 'ltr' || node.direction === 'rtl' ? attr('dir', node.direction) : '';
  return { declarations, dir };
}

function blockAttributes(node: SerializedNode, options: ResolvedHTMLOptions, withIndent = true): string {
  const { declarations, dir } = elementLayout(node, options, withIndent);
  return styleAttr(declarations) + dir;
}

function linkAttributes(node: SerializedNode, options: ResolvedHTMLOptions): string {
  const href = safeURL(rawLinkHref(node, options.internalDocToHref));
  return attr('href', href) + (opensInNewTab(node) ? ' target="_blank" rel="noopener noreferrer"' : '');
}

function referenceAttributes(node: SerializedNode): string {
  return attr('data-relation-to', stringField(node.relationTo)) + attr('data-id', referenceID(node.value));
}

function lookupBlockConverter(entry: unknown, blockType: unknown): HTMLConverter<any> | undefined {
  if (typeof entry === 'function') return entry as HTMLConverter<any>;
  if (isRecord(entry) && typeof blockType === 'string' && Object.hasOwn(entry, blockType)) {
    const converter = entry[blockType];
    if (typeof converter === 'function') return converter as HTMLConverter<any>;
  }
  return undefined;
}

/** The caller's converter for a node, if any. */
function customConverter(node: SerializedNode, converters: HTMLConverters): HTMLConverter<any> | undefined {
  if (!Object.hasOwn(converters, node.type)) return undefined;
  const entry = converters[node.type];
  if (node.type === 'block' || node.type === 'inlineBlock') {
    return lookupBlockConverter(entry, isRecord(node.fields) ? node.fields.blockType : undefined);
  }
  return typeof entry === 'function' ? (entry as HTMLConverter<any>) : undefined;
}

const builtIns: Record<string, HTMLConverter<any>> = {
  root: ({ children }) => children(),
  text: ({ node }) => {
    let html = escapeHTML(stringField(node.text));
    if (html === '') return '';
    const format = formatBits(node);
    for (let i = formatTags.length - 1; i >= 0; i--) {
      const [bit, tag] = formatTags[i];
      if (format & bit) html = `<${tag}>${html}</${tag}>`;
    }
    return html;
  },
  tab: () => '\t',
  linebreak: () => '<br>',
  horizontalrule: () => '<hr>',
  paragraph: ({ node, children, options }) => `<p${blockAttributes(node, options)}>${children()}</p>`,
  heading: ({ node, children, options }) => {
    const tag = typeof node.tag === 'string' && /^h[1-6]$/.test(node.tag) ? node.tag : 'h2';
    return `<${tag}${blockAttributes(node, options)}>${children()}</${tag}>`;
  },
  quote: ({ node, children, options }) => `<blockquote${blockAttributes(node, options)}>${children()}</blockquote>`,
  list: ({ node, render, options }) => {
    const listType = node.listType === 'number' || node.listType === 'check' || node.listType === 'bullet' ? node.listType : null;
    const tag = listType === 'number' || (listType === null && node.tag === 'ol') ? 'ol' : 'ul';
    const start = typeof node.start === 'number' && Number.isInteger(node.start) ? node.start : 1;
    let attributes = blockAttributes(node, options, false);
    if (tag === 'ol' && start !== 1) attributes += attr('start', start);
    if (listType === 'check') attributes += ' data-list-type="check"';
    const items: string[] = [];
    for (const child of childNodes(node)) {
      const previous = items.length - 1;
      if (child.type === 'listitem' && isNestedListWrapper(child) && previous >= 0 && items[previous].endsWith('</li>')) {
        const nested = childNodes(child)
          .map((list) => render(list, child))
          .join('');
        items[previous] = `${items[previous].slice(0, -'</li>'.length)}${nested}</li>`;
      } else {
        items.push(render(child, node));
      }
    }
    return `<${tag}${attributes}>${items.join('')}</${tag}>`;
  },
  listitem: ({ node, parent, children, options }) => {
    if (isNestedListWrapper(node)) return `<li style="list-style-type: none">${children()}</li>`;
    const checkbox =
      parent?.listType === 'check' ? `<input type="checkbox" disabled${node.checked === true ? ' checked' : ''}>` : '';
    return `<li${blockAttributes(node, options, false)}>${checkbox}${children()}</li>`;
  },
  link: ({ node, children, options }) => `<a${linkAttributes(node, options)}>${children()}</a>`,
  autolink: ({ node, children, options }) => `<a${linkAttributes(node, options)}>${children()}</a>`,
  table: ({ node, children, options }) => `<table${blockAttributes(node, options, false)}><tbody>${children()}</tbody></table>`,
  tablerow: ({ node, children }) => {
    const height = positiveNumber(node.height);
    return `<tr${height === undefined ? '' : styleAttr([`height: ${height}px`])}>${children()}</tr>`;
  },
  tablecell: ({ node, children, options }) => {
    const headerState = typeof node.headerState === 'number' ? node.headerState & 3 : 0;
    const tag = headerState === 0 ? 'td' : 'th';
    // 1: the cell is in a header row, so it heads its column; 2: in a header column, so it heads its row.
    let attributes = headerState === 0 ? '' : attr('scope', headerState === 2 ? 'row' : 'col');
    for (const [field, name] of [
      ['colSpan', 'colspan'],
      ['rowSpan', 'rowspan'],
    ] as const) {
      const span = node[field];
      if (typeof span === 'number' && Number.isInteger(span) && span > 1) attributes += attr(name, span);
    }
    const { declarations, dir } = elementLayout(node, options, false);
    declarations.unshift(`width: ${positiveNumber(node.width) ?? options.defaultCellWidth}px`);
    const background = validColor(node.backgroundColor) ?? (headerState === 0 ? undefined : options.headerCellBackground);
    if (background !== undefined) declarations.push(`background-color: ${background}`);
    return `<${tag}${attributes}${styleAttr(declarations)}${dir}>${children()}</${tag}>`;
  },
  relationship: ({ node, options }) => {
    const attributes = referenceAttributes(node);
    if (!isPopulated(node.value)) return `<div${attributes}></div>`;
    const relationTo = stringField(node.relationTo);
    const href = safeURL(options.internalDocToHref({ relationTo, value: node.value }));
    return `<div${attributes}><a${attr('href', href)}>${escapeHTML(documentTitle(node.value))}</a></div>`;
  },
  upload: ({ node }) => {
    const doc = node.value;
    if (!isPopulated(doc) || typeof doc.url !== 'string') return `<div${referenceAttributes(node)}></div>`;
    const src = safeURL(doc.url);
    if (isImageDocument(doc)) {
      const fields = isRecord(node.fields) ? node.fields : {};
      const alt = [fields.alt, doc.alt, doc.filename].find((value) => typeof value === 'string') ?? '';
      const width = positiveNumber(doc.width);
      const height = positiveNumber(doc.height);
      return `<img${attr('src', src)}${attr('alt', alt)}${attr('width', width && Math.round(width))}${attr('height', height && Math.round(height))}>`;
    }
    return `<a${attr('href', src)}>${escapeHTML(stringField(doc.filename) || documentTitle(doc))}</a>`;
  },
  block: ({ node }) => {
    const fields = isRecord(node.fields) ? node.fields : {};
    return `<div${attr('data-block-type', stringField(fields.blockType))}${attr('data-block-id', stringField(fields.id))}></div>`;
  },
  inlineBlock: ({ node }) => {
    const fields = isRecord(node.fields) ? node.fields : {};
    return `<span${attr('data-inline-block-type', stringField(fields.blockType))}${attr('data-inline-block-id', stringField(fields.id))}></span>`;
  },
  unknownConverted: ({ node, children }) => {
    const nodeType = isRecord(node.data) ? stringField(node.data.nodeType) : '';
    return `<span${attr('data-unknown-node-type', nodeType)}>${children()}</span>`;
  },
};

/** The default `warn`: one function, so "once per type" holds across calls. */
const consoleWarn = (message: string): void => console.warn(message);

/** Which node types each `warn` function has already been told about. */
const warnedTypes = new WeakMap<(message: string) => void, Set<string>>();

function warnOnce(options: ResolvedHTMLOptions, type: string): void {
  let seen = warnedTypes.get(options.warn);
  if (!seen) {
    seen = new Set();
    warnedTypes.set(options.warn, seen);
  }
  if (seen.has(type)) return;
  seen.add(type);
  options.warn(`@atrium/richtext toHTML: no converter for node type "${type}"; rendering it as an unknown node.`);
}

function resolveOptions(options: HTMLOptions | undefined): ResolvedHTMLOptions {
  const indentSize = positiveNumber(options?.indentSize);
  const cellWidth = positiveNumber(options?.defaultCellWidth);
  return {
    converters: isRecord(options?.converters) ? options.converters : {},
    internalDocToHref: options?.internalDocToHref ?? defaultInternalDocToHref,
    indentSize: indentSize ?? 40,
    defaultCellWidth: cellWidth ?? 75,
    headerCellBackground: validColor(options?.headerCellBackground) ?? '#f2f3f5',
    warn: options?.warn ?? consoleWarn,
  };
}

function createRenderer(options: ResolvedHTMLOptions) {
  const renderChildren = (node: SerializedNode, depth: number): string => {
    let html = '';
    for (const child of childNodes(node)) html += renderNode(child, node, depth + 1);
    return html;
  };

  const renderNode = (value: unknown, parent: SerializedNode | null, depth: number): string => {
    const node = asNode(value);
    if (!node || depth > MAX_DEPTH) return '';
    const render = (other: unknown, otherParent: SerializedNode | null = node) => renderNode(other, otherParent, depth + 1);
    // A stored `unknownConverted` node is opaque data: whatever it holds is never rendered.
    const children = node.type === 'unknownConverted' ? () => '' : () => renderChildren(node, depth);
    const builtIn = Object.hasOwn(builtIns, node.type) ? builtIns[node.type] : undefined;
    const custom = customConverter(node, options.converters);

    if (!builtIn && !custom) {
      warnOnce(options, node.type);
      const stand: SerializedUnknownConverted = {
        type: 'unknownConverted',
        version: 1,
        data: { nodeType: node.type, nodeData: node },
      };
      const converter = customConverter(stand, options.converters) ?? builtIns.unknownConverted;
      const args: HTMLConverterArgs = {
        node: stand,
        parent,
        children,
        render,
        renderDefault: () => builtIns.unknownConverted({ ...args }),
        options,
      };
      return String(converter(args) ?? '');
    }

    const args: HTMLConverterArgs = {
      node,
      parent,
      children,
      render,
      renderDefault: () => (builtIn ? String(builtIn({ ...args }) ?? '') : ''),
      options,
    };
    return String((custom ?? builtIn)!(args) ?? '');
  };

  return renderNode;
}

/**
 * Renders a stored editor state (`{ root }`, or a bare root node) as HTML. Never throws on malformed data: unusable
 * nodes and fields are skipped, unknown node types render as `<span data-unknown-node-type>` (see `HTMLConverters`)
 * after one `console.warn` per type.
 *
 * Output: `<p>`, `<h1>`…`<h6>`, `<blockquote>`, `<ul>`/`<ol start>` (check lists: `<ul data-list-type="check">`
 * with a disabled checkbox input per item), `<br>`, tabs as `\t`, text formats nested as
 * `<strong><em><s><u><code><sub><sup><mark>` (outermost first), `<a href>` (through `safeURL`; `target="_blank"
 * rel="noopener noreferrer"` for new tabs), `<hr>`, `<table><tbody><tr><th|td>` (header cells with `scope`, spans,
 * width defaulting to 75px, header background defaulting to #f2f3f5), alignment as `text-align`, indent as
 * `padding-inline-start`, direction as `dir`. Text styles (`style` of text nodes) are not rendered: they are free
 * CSS from the editor and not worth the risk.
 */
export function toHTML(state: unknown, options?: HTMLOptions): string {
  const root = rootOf(state);
  if (!root) return '';
  return createRenderer(resolveOptions(options))(root, null, 0);
}
