/*
 * Rich text to Markdown (CommonMark + GFM tables, strikethrough and task lists) and back.
 *
 * Mapping, both ways:
 * - paragraph ↔ paragraph; heading h1…h6 ↔ ATX heading (`#`…`######`; setext headings are read too);
 * - text formats: bold ↔ `**`, italic ↔ `*` (`_` is read too), strikethrough ↔ `~~`, code ↔ code span; underline,
 *   sub/superscript and highlight have no Markdown and are dropped;
 * - linebreak ↔ hard break (`\` at the end of a line), or `<br>` where a line cannot end (headings, table cells,
 *   the end of a block); `<br>` is also read everywhere; tab ↔ `&#9;` in text, a literal tab in code;
 * - quote ↔ `> ` lines (Lexical quotes hold inline content only, so several quoted paragraphs are read as one quote
 *   with line breaks between them);
 * - lists: bullet ↔ `-`, number ↔ `1.` (with `start`), check ↔ task list `- [ ]` / `- [x]` (a list is read as a
 *   check list when any item has a task marker); nested lists ↔ indented lists (Lexical's wrapper item — an item
 *   that only holds a list — is the indented list under the item before it). Adjacent lists of the same kind get
 *   alternating markers (`-`/`*`, `.`/`)`) so they stay apart;
 * - fenced code block ↔ a paragraph whose content is only `code`-formatted text, tabs and line breaks, each line a
 *   code text node with a linebreak between lines (the info string/language is not kept). A code paragraph without a
 *   line break is written as an inline code span, which reads back to the same paragraph; indented code blocks are
 *   read the same way;
 * - link ↔ `[text](url)`; autolink ↔ `<url>` when its text is its URL; URLs go through `safeURL` on both sides, so
 *   unsafe ones become `about:blank`; internal links are written with their href (they read back as custom links);
 *   images `![alt](src)` read back as links;
 * - horizontal rule ↔ `---`;
 * - table ↔ GFM table: the first row is the header row (its cells read back with `headerState: 1`, the others 0);
 *   every cell holds one paragraph (several paragraphs are joined with `<br>`); widths, colours, spans and column
 *   headers are not kept;
 * - uploads and populated relationships are written as an image/link, blocks, inline blocks and unknown nodes are
 *   skipped, and so are empty paragraphs (Markdown has no empty paragraph).
 *
 * `fromMarkdown(toMarkdown(state))` equals `state` for documents made of those node kinds in their canonical form
 * (what the editor stores: adjacent text of equal format merged, tabs as tab nodes, no empty paragraphs, lists or
 * list items, `checked` on every non-wrapper item of a check list and on no other, a header row on every table).
 * Emphasis has one inherent limit: a formatted run must start and end with a letter or digit where its delimiters
 * touch other delimiters or text (`x**[a](u)**` or `~~**\`c\`**~~` are ambiguous in CommonMark itself).
 *
 * The reader is a small CommonMark-style parser (delimiter-run emphasis with the flanking rules, backslash escapes,
 * entities, code spans, inline links, autolinks, loose and lazy list items and quotes). It does not support link
 * reference definitions or raw HTML other than `<br>`, which are read as text. Elements it creates have
 * `direction: null` (what Lexical stores until a direction is set explicitly).
 */

import { paragraphTextStyle } from '../paragraph.ts';
import type {
  EditorState,
  SerializedElement,
  SerializedLinebreak,
  SerializedList,
  SerializedListItem,
  SerializedNode,
  SerializedRoot,
  SerializedTab,
  SerializedTableCell,
  SerializedText,
} from '../types.ts';
import { TextFormat } from '../types.ts';
import { BLANK_URL, isSafeURL, safeURL } from '../url.ts';
import {
  blockTypes,
  childNodes,
  type DocumentReference,
  defaultInternalDocToHref,
  documentTitle,
  formatBits,
  isImageDocument,
  isNestedListWrapper,
  isPopulated,
  isRecord,
  MAX_DEPTH,
  rawLinkHref,
  rootOf,
  stringField,
} from './shared.ts';

/** Options of `toMarkdown`. */
export type MarkdownOptions = {
  /** The href of internal links and populated relationships (default `/${relationTo}/${slug ?? id}`). */
  internalDocToHref?: (reference: DocumentReference) => string;
};

const BOLD = TextFormat.bold;
const ITALIC = TextFormat.italic;
const STRIKE = TextFormat.strikethrough;
const CODE = TextFormat.code;
const EMPHASIS = BOLD | ITALIC | STRIKE;
const marks = [BOLD, ITALIC, STRIKE] as const;
const markDelimiters: Record<number, string> = { [BOLD]: '**', [ITALIC]: '*', [STRIKE]: '~~' };

/* ------------------------------------------------------------------------------------------------------------ */
/* Writing                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

type InlineContext = 'block' | 'heading' | 'table';

type Unit =
  | { kind: 'text'; text: string; format: number }
  | { kind: 'break' }
  | { kind: 'atom'; markdown: string; format: number };

type Writer = { internalDocToHref: (reference: DocumentReference) => string };

function pushTextUnit(units: Unit[], text: string, format: number): void {
  if (text === '') return;
  const last = units[units.length - 1];
  if (last?.kind === 'text' && last.format === format) last.text += text;
  else units.push({ kind: 'text', text, format });
}

/** Flattens inline content into text runs, breaks and atoms (links, images). */
function collectUnits(nodes: SerializedNode[], context: InlineContext, writer: Writer, units: Unit[], depth: number): Unit[] {
  if (depth > MAX_DEPTH) return units;
  for (const node of nodes) {
    switch (node.type) {
      case 'text': {
        const format = formatBits(node);
        stringField(node.text)
          .split(/\r\n|\r|\n/)
          .forEach((part, index) => {
            if (index > 0) units.push({ kind: 'break' });
            pushTextUnit(units, part, format);
          });
        break;
      }
      case 'tab':
        pushTextUnit(units, '\t', formatBits(node));
        break;
      case 'linebreak':
        units.push({ kind: 'break' });
        break;
      case 'link':
      case 'autolink': {
        const atom = linkAtom(node, context, writer, depth);
        if (atom) units.push(atom);
        break;
      }
      case 'relationship':
      case 'upload': {
        const markdown = decoratorMarkdown(node, writer);
        if (markdown) units.push({ kind: 'atom', markdown, format: 0 });
        break;
      }
      case 'inlineBlock':
      case 'block':
      case 'unknownConverted':
      case 'horizontalrule':
        break;
      default: {
        // Elements inside inline content (a custom mark, a stray paragraph): keep their content, one line per block.
        if (blockTypes.has(node.type) && units.length > 0 && units[units.length - 1].kind !== 'break') {
          units.push({ kind: 'break' });
        }
        collectUnits(childNodes(node), context, writer, units, depth + 1);
      }
    }
  }
  return units;
}

function linkAtom(node: SerializedNode, context: InlineContext, writer: Writer, depth: number): Unit | null {
  const href = safeURL(rawLinkHref(node, writer.internalDocToHref));
  const units = collectUnits(childNodes(node), context, writer, [], depth + 1);
  let common = EMPHASIS;
  let hasText = false;
  for (const unit of units) {
    if (unit.kind === 'break') continue;
    hasText = true;
    common &= unit.format;
  }
  if (!hasText) common = 0;
  if (
    node.type === 'autolink' &&
    units.length === 1 &&
    units[0].kind === 'text' &&
    (units[0].format & ~common) === 0 &&
    units[0].text === href &&
    /^[a-z][a-z0-9+.-]{1,31}:[^\s<>|\\]*$/i.test(href) &&
    !/&[#a-z0-9]+;/i.test(href)
  ) {
    return { kind: 'atom', markdown: `<${href}>`, format: common };
  }
  const inner = units.map((unit): Unit => (unit.kind === 'break' ? unit : { ...unit, format: unit.format & ~common }));
  return { kind: 'atom', markdown: `[${renderUnits(inner, context)}](${destination(href)})`, format: common };
}

/** Whether a character is an ASCII control character. */
function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** A link destination: bare with `\`, parentheses and entity-like `&` escaped, or `<…>` when it has spaces. */
function destination(url: string): string {
  const escapeAmp = (value: string) => value.replace(/&(?=#?[0-9a-z]+;)/gi, '\\&');
  if (/[\s<>]/.test(url) || [...url].some(isControl)) {
    const encoded = [...url]
      .map((ch) => (isControl(ch) ? `%${ch.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}` : ch))
      .join('');
    return `<${escapeAmp(encoded.replace(/[\\<>]/g, '\\$&'))}>`;
  }
  return escapeAmp(url.replace(/[\\()]/g, '\\$&'));
}

/** A code span that reads back to exactly `text`. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad =
    text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

type TextPosition = { lineStart: boolean; leading: boolean; trailing: boolean; context: InlineContext };

/** Escapes text so it reads back as the same characters wherever it lands in a line. */
function escapeText(text: string, position: TextPosition): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ('\\`*_~[]<>'.includes(ch) || (ch === '|' && position.context !== 'table')) out += `\\${ch}`;
    else if (ch === '&' && /^&#?[0-9a-z]+;/i.test(text.slice(i, i + 40))) out += '\\&';
    else if (ch === '\t') out += '&#9;';
    else if (ch === '#' && position.context === 'heading') out += '\\#';
    else out += ch;
  }
  if (position.leading) out = out.replace(/^ +/, (spaces) => '&#32;'.repeat(spaces.length));
  if (position.trailing) out = out.replace(/ +$/, (spaces) => '&#32;'.repeat(spaces.length));
  if (position.lineStart) {
    if (/^[#+=-]/.test(out)) out = `\\${out}`;
    else out = out.replace(/^(\d+)([.)])/, '$1\\$2');
  }
  return out;
}

/**
 * Writes inline units. Emphasis marks stay open across runs that share them; marks that run longest are opened
 * outermost, so properly nested formatting comes out nested. Hard breaks close every mark.
 */
function renderUnits(units: Unit[], context: InlineContext): string {
  const runLength = new Map<number, number[]>();
  for (const mark of marks) {
    const lengths = new Array<number>(units.length + 1).fill(0);
    for (let i = units.length - 1; i >= 0; i--) {
      const unit = units[i];
      lengths[i] = unit.kind !== 'break' && unit.format & mark ? lengths[i + 1] + 1 : 0;
    }
    runLength.set(mark, lengths);
  }
  const formatAt = (i: number) => {
    const unit = units[i];
    return unit === undefined || unit.kind === 'break' ? 0 : unit.format & EMPHASIS;
  };

  let out = '';
  let lineEmpty = true;
  const stack: number[] = [];
  const closeFrom = (index: number) => {
    for (let j = stack.length - 1; j >= index; j--) out += markDelimiters[stack[j]];
    stack.length = index;
  };

  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    const last = i === units.length - 1;
    if (unit.kind === 'break') {
      closeFrom(0);
      if (context !== 'block' || last) {
        out += '<br>';
        lineEmpty = false;
      } else {
        out += '\\\n';
        lineEmpty = true;
      }
      continue;
    }
    const format = unit.format & EMPHASIS;
    const firstMissing = stack.findIndex((mark) => !(format & mark));
    if (firstMissing !== -1) closeFrom(firstMissing);
    const opening = marks
      .filter((mark) => format & mark && !stack.includes(mark))
      .sort((a, b) => runLength.get(b)![i] - runLength.get(a)![i]);
    const lineStart = lineEmpty;
    for (const mark of opening) {
      out += markDelimiters[mark];
      stack.push(mark);
      lineEmpty = false;
    }
    const lineEnd = last || units[i + 1].kind === 'break';
    const closesAfter = stack.some((mark) => !(formatAt(i + 1) & mark));
    if (unit.kind === 'atom') {
      out += unit.markdown;
    } else if (unit.format & CODE) {
      out += codeSpan(unit.text);
    } else {
      out += escapeText(unit.text, {
        lineStart,
        leading: lineStart || opening.length > 0,
        trailing: lineEnd || closesAfter,
        context,
      });
    }
    lineEmpty = false;
  }
  closeFrom(0);
  return out;
}

function inlineMarkdown(nodes: SerializedNode[], context: InlineContext, writer: Writer, depth: number): string {
  return renderUnits(collectUnits(nodes, context, writer, [], depth), context);
}

/** Whether a paragraph is a stored code block: only code text, tabs and line breaks, with at least one break. */
function isCodeParagraph(node: SerializedNode): boolean {
  const children = childNodes(node);
  let breaks = 0;
  let texts = 0;
  for (const child of children) {
    if (child.type === 'linebreak') breaks++;
    else if ((child.type === 'text' || child.type === 'tab') && formatBits(child) === CODE) texts++;
    else return false;
  }
  return breaks > 0 && texts > 0;
}

function codeBlock(node: SerializedNode): string {
  const content = childNodes(node)
    .map((child) => (child.type === 'linebreak' ? '\n' : child.type === 'tab' ? '\t' : stringField(child.text)))
    .join('');
  const longest = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}\n${content}\n${fence}`;
}

function decoratorMarkdown(node: SerializedNode, writer: Writer): string | null {
  const value = node.value;
  if (!isPopulated(value)) return null;
  const position: TextPosition = { lineStart: false, leading: true, trailing: true, context: 'block' };
  if (node.type === 'relationship') {
    const href = safeURL(writer.internalDocToHref({ relationTo: stringField(node.relationTo), value }));
    return `[${escapeText(documentTitle(value), position)}](${destination(href)})`;
  }
  if (typeof value.url !== 'string') return null;
  const src = safeURL(value.url);
  if (isImageDocument(value)) {
    const fields = isRecord(node.fields) ? node.fields : {};
    const alt = [fields.alt, value.alt, value.filename].find((candidate) => typeof candidate === 'string') ?? '';
    return `![${escapeText(alt as string, position)}](${destination(src)})`;
  }
  return `[${escapeText(stringField(value.filename) || documentTitle(value), position)}](${destination(src)})`;
}

type ListFamily = 'bullet' | 'ordered';
const listFamily = (list: SerializedNode): ListFamily =>
  list.listType === 'number' || (list.listType !== 'bullet' && list.listType !== 'check' && list.tag === 'ol')
    ? 'ordered'
    : 'bullet';

function listMarkdown(list: SerializedNode, alternate: boolean, writer: Writer, depth: number): string | null {
  if (depth > MAX_DEPTH) return null;
  const ordered = listFamily(list) === 'ordered';
  const check = list.listType === 'check';
  const bullet = alternate ? '*' : '-';
  const delimiter = alternate ? ')' : '.';
  let number =
    typeof list.start === 'number' && Number.isInteger(list.start) ? Math.min(Math.max(list.start, 0), 999_999_999) : 1;
  const lines: string[] = [];
  let contentIndent = -1;
  let previousNested: { family: ListFamily; alternate: boolean } | null = null;

  let parentHasContent = false;
  const writeNested = (nested: SerializedNode[]) => {
    if (contentIndent < 0) {
      // A nested list with no item before it: hang it under an empty item (which reads back as no item).
      const marker = ordered ? `${number}${delimiter}` : bullet;
      lines.push(marker);
      contentIndent = marker.length + 1;
      parentHasContent = false;
    }
    for (const inner of nested) {
      const family = listFamily(inner);
      const innerAlternate = previousNested?.family === family ? !previousNested.alternate : false;
      const markdown = listMarkdown(inner, innerAlternate, writer, depth + 1);
      if (!markdown) continue;
      const innerLines = markdown.split('\n');
      // A list may only interrupt the item's text when it starts at 1 and its first item is not empty.
      const first = innerLines[0];
      if (parentHasContent && (/^(?:[-*+]|\d+[.)])$/.test(first) || /^(?!1[.)])\d+[.)]/.test(first))) lines.push('');
      for (const line of innerLines) lines.push(line === '' ? '' : `${' '.repeat(contentIndent)}${line}`);
      previousNested = { family, alternate: innerAlternate };
    }
  };

  for (const child of childNodes(list)) {
    if (child.type === 'list') {
      writeNested([child]);
      continue;
    }
    if (child.type === 'listitem' && isNestedListWrapper(child)) {
      writeNested(childNodes(child));
      continue;
    }
    previousNested = null;
    const children = child.type === 'listitem' ? childNodes(child) : [child];
    const content = inlineMarkdown(
      children.filter((node) => node.type !== 'list'),
      'block',
      writer,
      depth + 1,
    );
    const numberMarker = `${number}${delimiter}`;
    const marker = check ? `${bullet} [${child.checked === true ? 'x' : ' '}]` : ordered ? numberMarker : bullet;
    contentIndent = (ordered ? numberMarker.length : 1) + 1;
    const contentLines = content === '' ? [] : content.split('\n');
    parentHasContent = contentLines.length > 0;
    lines.push(contentLines.length > 0 ? `${marker} ${contentLines[0]}` : marker);
    for (const line of contentLines.slice(1)) lines.push(`${' '.repeat(contentIndent)}${line}`);
    if (ordered) number = Math.min(number + 1, 999_999_999);
    const nested = children.filter((node) => node.type === 'list');
    if (nested.length > 0) writeNested(nested);
  }
  return lines.length > 0 ? lines.join('\n') : null;
}

function tableMarkdown(table: SerializedNode, writer: Writer, depth: number): string | null {
  const rows = childNodes(table)
    .filter((row) => row.type === 'tablerow')
    .map((row) =>
      childNodes(row).map((cell) => {
        const parts = childNodes(cell).map((block) =>
          inlineMarkdown(blockTypes.has(block.type) ? childNodes(block) : [block], 'table', writer, depth + 3),
        );
        return parts
          .filter((part) => part !== '')
          .join('<br>')
          .replace(/\|/g, '\\|');
      }),
    );
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (columns === 0) return null;
  const line = (cells: string[]) => `| ${[...cells, ...new Array(columns - cells.length).fill('')].join(' | ')} |`;
  return [line(rows[0]), line(new Array(columns).fill('---')), ...rows.slice(1).map(line)].join('\n');
}

function blockMarkdown(node: SerializedNode, writer: Writer, depth: number, alternate: boolean): string | null {
  switch (node.type) {
    case 'paragraph': {
      if (isCodeParagraph(node)) return codeBlock(node);
      return inlineMarkdown(childNodes(node), 'block', writer, depth + 1) || null;
    }
    case 'heading': {
      const level = typeof node.tag === 'string' && /^h[1-6]$/.test(node.tag) ? Number(node.tag[1]) : 2;
      const content = inlineMarkdown(childNodes(node), 'heading', writer, depth + 1);
      return `${'#'.repeat(level)}${content ? ` ${content}` : ''}`;
    }
    case 'quote': {
      const content = inlineMarkdown(childNodes(node), 'block', writer, depth + 1);
      return content
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
    }
    case 'list':
      return listMarkdown(node, alternate, writer, depth);
    case 'table':
      return tableMarkdown(node, writer, depth);
    case 'horizontalrule':
      return '---';
    case 'relationship':
    case 'upload':
      return decoratorMarkdown(node, writer);
    default:
      return null;
  }
}

const inlineTypes = new Set(['text', 'tab', 'linebreak', 'link', 'autolink', 'inlineBlock']);

function blocksMarkdown(nodes: SerializedNode[], writer: Writer, depth: number, out: string[]): string[] {
  if (depth > MAX_DEPTH) return out;
  let pending: SerializedNode[] = [];
  let previousList: { family: ListFamily; alternate: boolean } | null = null;
  const flush = () => {
    if (pending.length === 0) return;
    const markdown = inlineMarkdown(pending, 'block', writer, depth + 1);
    if (markdown) {
      out.push(markdown);
      previousList = null;
    }
    pending = [];
  };
  for (const node of nodes) {
    if (inlineTypes.has(node.type)) {
      pending.push(node);
      continue;
    }
    flush();
    if (blockTypes.has(node.type) || !Array.isArray(node.children)) {
      const family = node.type === 'list' ? listFamily(node) : null;
      const previous = previousList as { family: ListFamily; alternate: boolean } | null;
      const alternate: boolean = family !== null && previous?.family === family ? !previous.alternate : false;
      const markdown = blockMarkdown(node, writer, depth, alternate);
      if (markdown === null) continue;
      out.push(markdown);
      previousList = family ? { family, alternate } : null;
    } else {
      // An element type this module does not know: write what it holds.
      blocksMarkdown(childNodes(node), writer, depth + 1, out);
      previousList = null;
    }
  }
  flush();
  return out;
}

/**
 * Writes a stored editor state (`{ root }`, or a bare root node) as Markdown (CommonMark with GFM tables,
 * strikethrough and task lists). See the module comment for the mapping; every link and image URL goes through
 * `safeURL`. Never throws on malformed data.
 */
export function toMarkdown(state: unknown, options?: MarkdownOptions): string {
  const root = rootOf(state);
  if (!root) return '';
  const writer: Writer = { internalDocToHref: options?.internalDocToHref ?? defaultInternalDocToHref };
  return blocksMarkdown(root.type === 'root' ? childNodes(root) : [root], writer, 0, []).join('\n\n');
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Reading: blocks                                                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

type ListToken = {
  kind: 'list';
  ordered: boolean;
  marker: string;
  start: number;
  items: { task: boolean | null; blocks: BlockToken[] }[];
};
type BlockToken =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'hr' }
  | { kind: 'quote'; blocks: BlockToken[] }
  | ListToken
  | { kind: 'table'; header: string[]; rows: string[][] };

const isBlank = (line: string) => /^[ \t]*$/.test(line);

/** Width of a line's indentation in columns (tabs to the next multiple of 4). */
function indentation(line: string): number {
  let columns = 0;
  for (const ch of line) {
    if (ch === ' ') columns++;
    else if (ch === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/** The line without its first `count` columns of indentation (a tab that straddles the cut leaves spaces). */
function stripColumns(line: string, count: number): string {
  let columns = 0;
  let i = 0;
  while (i < line.length && columns < count) {
    const ch = line[i];
    if (ch === ' ') columns++;
    else if (ch === '\t') {
      const width = 4 - (columns % 4);
      if (columns + width > count) return ' '.repeat(columns + width - count) + line.slice(i + 1);
      columns += width;
    } else break;
    i++;
  }
  return line.slice(i);
}

const fencePattern = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const atxPattern = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/;
const hrPattern = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const quotePattern = /^ {0,3}>/;
const setextPattern = /^ {0,3}(=+|-+)[ \t]*$/;

function fenceOpen(line: string): { indent: number; fence: string } | null {
  const match = fencePattern.exec(line);
  if (!match) return null;
  if (match[2][0] === '`' && match[3].includes('`')) return null;
  return { indent: match[1].length, fence: match[2] };
}

type Marker = { ordered: boolean; marker: string; start: number; contentIndent: number; content: string };

function listMarker(line: string): Marker | null {
  const match = /^( {0,3})(?:([-+*])|(\d{1,9})([.)]))(?=[ \t]|$)/.exec(line);
  if (!match) return null;
  const markerEnd = match[0].length;
  const rest = line.slice(markerEnd);
  const ordered = match[3] !== undefined;
  const base = { ordered, marker: ordered ? match[4] : match[2], start: ordered ? Number(match[3]) : 1 };
  if (isBlank(rest)) return { ...base, contentIndent: markerEnd + 1, content: '' };
  // The marker as spaces, so tab stops after it are computed from the start of the line.
  const blanked = ' '.repeat(markerEnd) + rest;
  const total = indentation(blanked);
  // Five or more spaces after the marker: the content starts after one (the rest is indentation of the content).
  const contentIndent = total - markerEnd > 4 ? markerEnd + 1 : total;
  return { ...base, contentIndent, content: stripColumns(blanked, contentIndent) };
}

/** Whether a line starts a block that may interrupt a paragraph. */
function interruptsParagraph(line: string): boolean {
  if (fenceOpen(line) || atxPattern.test(line) || hrPattern.test(line) || quotePattern.test(line)) return true;
  const marker = listMarker(line);
  return marker !== null && marker.content.trim() !== '' && (!marker.ordered || marker.start === 1);
}

/** Splits a table row into cells: a pipe preceded by a backslash is content; `\|` reads as `|`. */
function splitRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '|') {
      current += '|';
      i++;
    } else if (ch === '|') {
      cells.push(current);
      current = '';
    } else current += ch;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

const hasPipe = (line: string) => /(^|[^\\])\|/.test(line);

function isTableStart(lines: string[], i: number): boolean {
  const header = lines[i];
  const delimiter = lines[i + 1];
  if (delimiter === undefined || indentation(header) >= 4) return false;
  if (!hasPipe(header) && !hasPipe(delimiter)) return false;
  const cells = splitRow(delimiter);
  if (!cells.every((cell) => /^:?-+:?$/.test(cell))) return false;
  return splitRow(header).length === cells.length;
}

function parseBlocks(lines: string[], depth = 0): BlockToken[] {
  const blocks: BlockToken[] = [];
  if (depth > MAX_DEPTH) return blocks;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }
    if (indentation(line) >= 4) {
      const code: string[] = [];
      while (i < lines.length && (isBlank(lines[i]) || indentation(lines[i]) >= 4)) code.push(stripColumns(lines[i++], 4));
      while (code.length > 0 && isBlank(code[code.length - 1])) code.pop();
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const fence = fenceOpen(line);
    if (fence) {
      const code: string[] = [];
      const closing = new RegExp(`^ {0,3}${fence.fence[0] === '`' ? '`' : '~'}{${fence.fence.length},}[ \\t]*$`);
      i++;
      while (i < lines.length && !closing.test(lines[i])) code.push(stripColumns(lines[i++], fence.indent));
      i++;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const atx = atxPattern.exec(line);
    if (atx) {
      const text = (atx[2] ?? '').replace(/(?:^|[ \t]+)#+[ \t]*$/, '').trim();
      blocks.push({ kind: 'heading', level: atx[1].length, text });
      i++;
      continue;
    }
    if (hrPattern.test(line)) {
      blocks.push({ kind: 'hr' });
      i++;
      continue;
    }
    if (quotePattern.test(line)) {
      const inner: string[] = [];
      while (i < lines.length) {
        const current = lines[i];
        if (quotePattern.test(current)) {
          const after = current.replace(/^ {0,3}>/, '');
          inner.push(after.startsWith(' ') || after.startsWith('\t') ? stripColumns(after, 1) : after);
        } else if (
          !isBlank(current) &&
          inner.length > 0 &&
          !isBlank(inner[inner.length - 1]) &&
          !interruptsParagraph(current) &&
          !fenceOpen(inner[inner.length - 1])
        ) {
          inner.push(current);
        } else break;
        i++;
      }
      blocks.push({ kind: 'quote', blocks: parseBlocks(inner, depth + 1) });
      continue;
    }
    const marker = listMarker(line);
    if (marker) {
      i = parseList(lines, i, marker, blocks, depth);
      continue;
    }
    if (isTableStart(lines, i)) {
      const header = splitRow(lines[i]);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && !isBlank(lines[i]) && !interruptsParagraph(lines[i])) {
        const cells = splitRow(lines[i++]).slice(0, header.length);
        while (cells.length < header.length) cells.push('');
        rows.push(cells);
      }
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const paragraph = [line];
    i++;
    let heading = 0;
    while (i < lines.length) {
      const current = lines[i];
      if (isBlank(current)) break;
      const setext = setextPattern.exec(current);
      if (setext) {
        heading = setext[1][0] === '=' ? 1 : 2;
        i++;
        break;
      }
      if (interruptsParagraph(current) || isTableStart(lines, i)) break;
      paragraph.push(current);
      i++;
    }
    const text = paragraph
      .map((part) => part.replace(/^[ \t]+/, ''))
      .join('\n')
      .replace(/[ \t]+$/, '');
    blocks.push(heading ? { kind: 'heading', level: heading, text } : { kind: 'paragraph', text });
  }
  return blocks;
}

function parseList(lines: string[], i: number, first: Marker, blocks: BlockToken[], depth: number): number {
  const list: ListToken = { kind: 'list', ordered: first.ordered, marker: first.marker, start: first.start, items: [] };
  while (i < lines.length) {
    const marker = listMarker(lines[i]);
    if (!marker || marker.ordered !== list.ordered || marker.marker !== list.marker || hrPattern.test(lines[i])) break;
    const itemLines = [marker.content];
    const width = marker.contentIndent;
    i++;
    while (i < lines.length) {
      const current = lines[i];
      if (isBlank(current)) {
        // An item that starts empty ends at its first blank line.
        if (itemLines.length === 1 && isBlank(itemLines[0])) break;
        itemLines.push('');
        i++;
        continue;
      }
      if (indentation(current) >= width) {
        itemLines.push(stripColumns(current, width));
        i++;
        continue;
      }
      const previous = itemLines[itemLines.length - 1];
      const fences = itemLines.filter((itemLine) => fenceOpen(itemLine)).length;
      if (isBlank(previous) || listMarker(current) || interruptsParagraph(current) || fences % 2 === 1) break;
      itemLines.push(current.replace(/^[ \t]+/, ''));
      i++;
    }
    while (itemLines.length > 1 && isBlank(itemLines[itemLines.length - 1])) itemLines.pop();
    let task: boolean | null = null;
    const taskMatch = list.ordered ? null : /^\[([ xX])\](?:[ \t]+|$)/.exec(itemLines[0]);
    if (taskMatch) {
      task = taskMatch[1] !== ' ';
      itemLines[0] = itemLines[0].slice(taskMatch[0].length);
    }
    list.items.push({ task, blocks: parseBlocks(itemLines, depth + 1) });
    // Blank lines between items keep the list going; anything else not indented ends it.
    while (i < lines.length && isBlank(lines[i])) {
      const next = lines.slice(i).findIndex((candidate) => !isBlank(candidate));
      const nextMarker = next === -1 ? null : listMarker(lines[i + next]);
      if (!nextMarker || nextMarker.ordered !== list.ordered || nextMarker.marker !== list.marker) break;
      i += next;
    }
  }
  blocks.push(list);
  return i;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Reading: inline                                                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

type Delimiter = { kind: 'delim'; char: string; count: number; length: number; canOpen: boolean; canClose: boolean };
type Bracket = { kind: 'text'; text: string; bracket?: { image: boolean; active: boolean } };
type InlineToken =
  | Bracket
  | { kind: 'code'; text: string }
  | { kind: 'break' }
  | Delimiter
  | { kind: 'format'; format: number; children: InlineToken[] }
  | { kind: 'link'; url: string; auto: boolean; children: InlineToken[] };

const namedCharacters: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', Tab: '\t' };
const asciiPunctuation = /[!-/:-@[-`{-~]/;
const whitespace = /\s/u;
const punctuation = /[\p{P}\p{S}]/u;

function decodeEntity(source: string): { text: string; length: number } | null {
  const match = /^&(?:#[xX]([0-9a-fA-F]{1,6})|#(\d{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));/.exec(source);
  if (!match) return null;
  if (match[3] !== undefined) {
    const text = Object.hasOwn(namedCharacters, match[3]) ? namedCharacters[match[3]] : undefined;
    return text === undefined ? null : { text, length: match[0].length };
  }
  const code = match[1] !== undefined ? Number.parseInt(match[1], 16) : Number.parseInt(match[2], 10);
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return { text: valid ? String.fromCodePoint(code) : '\ufffd', length: match[0].length };
}

/** Backslash escapes and entities of a link destination. */
function unescapeDestination(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '\\' && asciiPunctuation.test(value[i + 1] ?? '')) {
      out += value[++i];
    } else if (ch === '&') {
      const entity = decodeEntity(value.slice(i, i + 40));
      if (entity) {
        out += entity.text;
        i += entity.length - 1;
      } else out += ch;
    } else out += ch;
  }
  return out;
}

/** An inline link's `(destination "title")` starting at `start` (the `(`): the destination and the end index. */
function parseLinkTail(source: string, start: number): { url: string; end: number } | null {
  if (source[start] !== '(') return null;
  let i = start + 1;
  const skipSpace = () => {
    while (i < source.length && /[ \t\n]/.test(source[i])) i++;
  };
  skipSpace();
  let url = '';
  if (source[i] === '<') {
    i++;
    const begin = i;
    while (i < source.length && source[i] !== '>') {
      if (source[i] === '\n' || source[i] === '<') return null;
      if (source[i] === '\\') i++;
      i++;
    }
    if (source[i] !== '>') return null;
    url = source.slice(begin, i);
    i++;
  } else {
    const begin = i;
    let depth = 0;
    while (i < source.length) {
      const ch = source[i];
      if (ch === '\\' && asciiPunctuation.test(source[i + 1] ?? '')) {
        i += 2;
        continue;
      }
      if (whitespace.test(ch) || isControl(ch)) break;
      if (ch === '(') depth++;
      if (ch === ')') {
        if (depth === 0) break;
        depth--;
      }
      i++;
    }
    if (depth !== 0) return null;
    url = source.slice(begin, i);
  }
  const beforeTitle = i;
  skipSpace();
  const open = source[i];
  if (i > beforeTitle && (open === '"' || open === "'" || open === '(')) {
    const close = open === '(' ? ')' : open;
    i++;
    while (i < source.length && source[i] !== close) {
      if (source[i] === '\\') i++;
      i++;
    }
    if (source[i] !== close) return null;
    i++;
    skipSpace();
  }
  if (source[i] !== ')') return null;
  return { url: unescapeDestination(url), end: i + 1 };
}

function neutralURL(url: string): string {
  return isSafeURL(url) ? url : BLANK_URL;
}

/** Resolves emphasis among `tokens` (CommonMark's delimiter algorithm, with GFM `~`/`~~` strikethrough). */
function processEmphasis(tokens: InlineToken[]): void {
  let i = 0;
  while (i < tokens.length) {
    const closer = tokens[i];
    if (closer.kind !== 'delim' || !closer.canClose || closer.count === 0) {
      i++;
      continue;
    }
    let openerIndex = -1;
    for (let j = i - 1; j >= 0; j--) {
      const opener = tokens[j];
      if (opener.kind !== 'delim' || opener.char !== closer.char || !opener.canOpen || opener.count === 0) continue;
      if (closer.char === '~') {
        if (opener.count === closer.count) {
          openerIndex = j;
          break;
        }
        continue;
      }
      const oddMatch =
        (opener.canClose || closer.canOpen) &&
        (opener.length + closer.length) % 3 === 0 &&
        !(opener.length % 3 === 0 && closer.length % 3 === 0);
      if (!oddMatch) {
        openerIndex = j;
        break;
      }
    }
    if (openerIndex === -1) {
      i++;
      continue;
    }
    const opener = tokens[openerIndex] as Delimiter;
    const use = closer.char === '~' ? closer.count : opener.count >= 2 && closer.count >= 2 ? 2 : 1;
    const format = closer.char === '~' ? STRIKE : use === 2 ? BOLD : ITALIC;
    const inner = tokens.splice(openerIndex + 1, i - openerIndex - 1);
    tokens.splice(openerIndex + 1, 0, { kind: 'format', format, children: delimitersToText(inner) });
    opener.count -= use;
    closer.count -= use;
    i = openerIndex + 2;
    if (opener.count === 0) {
      tokens.splice(openerIndex, 1);
      i--;
    }
    if (closer.count === 0) tokens.splice(i, 1);
  }
}

function delimitersToText(tokens: InlineToken[]): InlineToken[] {
  return tokens.map((token) => (token.kind === 'delim' ? { kind: 'text', text: token.char.repeat(token.count) } : token));
}

function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  const brackets: Bracket[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer !== '') tokens.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  const skipLeadingSpaces = (from: number) => {
    let i = from;
    while (source[i] === ' ' || source[i] === '\t') i++;
    return i;
  };

  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === '\n') {
        flush();
        tokens.push({ kind: 'break' });
        i = skipLeadingSpaces(i + 2);
      } else if (next !== undefined && asciiPunctuation.test(next)) {
        buffer += next;
        i += 2;
      } else {
        buffer += ch;
        i++;
      }
    } else if (ch === '`') {
      let run = 1;
      while (source[i + run] === '`') run++;
      let search = i + run;
      let closeAt = -1;
      while (search < source.length) {
        const found = source.indexOf('`', search);
        if (found === -1) break;
        let length = 1;
        while (source[found + length] === '`') length++;
        if (length === run) {
          closeAt = found;
          break;
        }
        search = found + length;
      }
      if (closeAt === -1) {
        buffer += '`'.repeat(run);
        i += run;
      } else {
        let text = source.slice(i + run, closeAt).replace(/\n/g, ' ');
        if (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '') text = text.slice(1, -1);
        flush();
        tokens.push({ kind: 'code', text });
        i = closeAt + run;
      }
    } else if (ch === '*' || ch === '_' || ch === '~') {
      let run = 1;
      while (source[i + run] === ch) run++;
      if (ch === '~' && run > 2) {
        buffer += ch.repeat(run);
        i += run;
        continue;
      }
      const before = i > 0 ? source[i - 1] : '\n';
      const after = source[i + run] ?? '\n';
      const leftFlanking =
        !whitespace.test(after) && (!punctuation.test(after) || whitespace.test(before) || punctuation.test(before));
      const rightFlanking =
        !whitespace.test(before) && (!punctuation.test(before) || whitespace.test(after) || punctuation.test(after));
      const canOpen = ch === '_' ? leftFlanking && (!rightFlanking || punctuation.test(before)) : leftFlanking;
      const canClose = ch === '_' ? rightFlanking && (!leftFlanking || punctuation.test(after)) : rightFlanking;
      flush();
      tokens.push({ kind: 'delim', char: ch, count: run, length: run, canOpen, canClose });
      i += run;
    } else if (ch === '&') {
      const entity = decodeEntity(source.slice(i, i + 40));
      if (entity) {
        buffer += entity.text;
        i += entity.length;
      } else {
        buffer += ch;
        i++;
      }
    } else if (ch === '<') {
      const rest = source.slice(i, i + 2100);
      const br = /^<br\s*\/?>/i.exec(rest);
      const auto = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/.exec(rest);
      const email =
        /^<([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)>/.exec(
          rest,
        );
      if (br) {
        flush();
        tokens.push({ kind: 'break' });
        i += br[0].length;
      } else if (auto || email) {
        const text = (auto ?? email)![1];
        flush();
        tokens.push({
          kind: 'link',
          url: neutralURL(auto ? text : `mailto:${text}`),
          auto: true,
          children: [{ kind: 'text', text }],
        });
        i += (auto ?? email)![0].length;
      } else {
        buffer += ch;
        i++;
      }
    } else if (ch === '[' || (ch === '!' && source[i + 1] === '[')) {
      flush();
      const image = ch === '!';
      const bracket: Bracket = { kind: 'text', text: image ? '![' : '[', bracket: { image, active: true } };
      tokens.push(bracket);
      brackets.push(bracket);
      i += image ? 2 : 1;
    } else if (ch === ']') {
      const opener = brackets.pop();
      const tail = opener?.bracket?.active ? parseLinkTail(source, i + 1) : null;
      if (!opener || !tail) {
        buffer += ch;
        i++;
        continue;
      }
      flush();
      const at = tokens.indexOf(opener);
      const inner = tokens.splice(at + 1);
      processEmphasis(inner);
      tokens.splice(at, 1, { kind: 'link', url: neutralURL(tail.url), auto: false, children: delimitersToText(inner) });
      if (!opener.bracket!.image) for (const earlier of brackets) earlier.bracket!.active = false;
      i = tail.end;
    } else if (ch === '\n') {
      const hard = / {2,}$/.test(buffer);
      buffer = buffer.replace(/[ \t]+$/, '');
      if (hard) {
        flush();
        tokens.push({ kind: 'break' });
      } else buffer += ' ';
      i = skipLeadingSpaces(i + 1);
    } else {
      buffer += ch;
      i++;
    }
  }
  flush();
  processEmphasis(tokens);
  return delimitersToText(tokens);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Reading: nodes                                                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

const element = <T extends string>(type: T, children: SerializedNode[]) =>
  ({ type, version: 1, children, direction: null, format: '', indent: 0 }) as SerializedElement<T> & { version: number };

const linebreak = (): SerializedLinebreak => ({ type: 'linebreak', version: 1 });

/** Appends text, merging with a preceding text node of the same format; tabs become tab nodes. */
function appendText(nodes: SerializedNode[], text: string, format: number): void {
  text.split('\t').forEach((part, index) => {
    if (index > 0) {
      const tab: SerializedTab = { type: 'tab', version: 1, text: '\t', format, style: '', mode: 'normal', detail: 2 };
      nodes.push(tab);
    }
    if (part === '') return;
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text' && last.format === format) {
      (last as SerializedText).text += part;
      return;
    }
    const node: SerializedText = { type: 'text', version: 1, text: part, format, style: '', mode: 'normal', detail: 0 };
    nodes.push(node);
  });
}

function inlineNodes(tokens: InlineToken[], format: number, out: SerializedNode[]): SerializedNode[] {
  for (const token of tokens) {
    switch (token.kind) {
      case 'text':
        appendText(out, token.text, format);
        break;
      case 'code':
        appendText(out, token.text, format | CODE);
        break;
      case 'break':
        out.push(linebreak());
        break;
      case 'format':
        inlineNodes(token.children, format | token.format, out);
        break;
      case 'link': {
        const fields = { linkType: 'custom', newTab: false, url: token.url };
        const children = inlineNodes(token.children, format, []);
        out.push(
          token.auto
            ? { ...element('autolink', children), version: 2, fields }
            : { ...element('link', children), version: 3, fields },
        );
        break;
      }
      case 'delim':
        appendText(out, token.char.repeat(token.count), format);
        break;
    }
  }
  return out;
}

const parseInlineNodes = (source: string) => inlineNodes(parseInline(source), 0, []);

function codeParagraph(text: string): SerializedNode {
  const children: SerializedNode[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) children.push(linebreak());
    appendText(children, line, CODE);
  });
  return paragraph(children);
}

const paragraph = (children: SerializedNode[]): SerializedNode => ({
  ...element('paragraph', children),
  ...paragraphTextStyle(children),
});

/** Inline content of blocks that can only hold inline content (quotes, list items): blocks joined by line breaks. */
function flattenToInline(blocks: SerializedNode[]): SerializedNode[] {
  const out: SerializedNode[] = [];
  const add = (nodes: SerializedNode[]) => {
    if (nodes.length === 0) return;
    if (out.length > 0) out.push(linebreak());
    out.push(...nodes);
  };
  for (const block of blocks) {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
      case 'quote':
      case 'listitem':
        add(childNodes(block));
        break;
      case 'list':
      case 'table':
      case 'tablerow':
      case 'tablecell':
        for (const child of childNodes(block)) add(flattenToInline([child]));
        break;
      default:
        break;
    }
  }
  return out;
}

function listNode(token: ListToken, depth: number): SerializedList {
  const check = !token.ordered && token.items.some((item) => item.task !== null);
  const items: SerializedListItem[] = [];
  let value = token.ordered ? token.start : 1;
  for (const item of token.items) {
    const nodes = blockNodes(item.blocks, depth + 1);
    const content = flattenToInline(nodes.filter((node) => node.type !== 'list'));
    const nested = nodes.filter((node) => node.type === 'list');
    if (content.length > 0 || nested.length === 0) {
      const listItem = { ...element('listitem', content), indent: depth, value } as SerializedListItem;
      if (check) listItem.checked = item.task === true;
      items.push(listItem);
      value++;
    }
    for (const list of nested) items.push({ ...element('listitem', [list]), indent: depth, value } as SerializedListItem);
  }
  const listType = token.ordered ? 'number' : check ? 'check' : 'bullet';
  return {
    ...element('list', items),
    listType,
    start: token.ordered ? token.start : 1,
    tag: token.ordered ? 'ol' : 'ul',
  } as SerializedList;
}

function tableNode(header: string[], rows: string[][]): SerializedNode {
  const row = (cells: string[], headerState: 0 | 1) =>
    element(
      'tablerow',
      cells.map(
        (cell) =>
          ({
            ...element('tablecell', [paragraph(parseInlineNodes(cell))]),
            headerState,
            colSpan: 1,
            rowSpan: 1,
            backgroundColor: null,
          }) as SerializedTableCell,
      ),
    );
  return element('table', [row(header, 1), ...rows.map((cells) => row(cells, 0))]);
}

function blockNode(block: BlockToken, listDepth: number): SerializedNode {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(parseInlineNodes(block.text));
    case 'code':
      return codeParagraph(block.text);
    case 'heading':
      return { ...element('heading', parseInlineNodes(block.text)), tag: `h${block.level}` };
    case 'hr':
      return { type: 'horizontalrule', version: 1 };
    case 'quote':
      return element('quote', flattenToInline(blockNodes(block.blocks, listDepth)));
    case 'list':
      return listNode(block, listDepth);
    case 'table':
      return tableNode(block.header, block.rows);
  }
}

function blockNodes(blocks: BlockToken[], listDepth: number): SerializedNode[] {
  return blocks.map((block) => blockNode(block, listDepth));
}

/**
 * Reads Markdown (CommonMark with GFM tables, strikethrough and task lists) into an editor state made of the stored
 * node shapes: elements with `direction: null, format: '', indent: 0`, paragraphs with `textFormat: 0,
 * textStyle: ''`, text nodes with `style: '', mode: 'normal', detail: 0`. Unsafe link URLs become `about:blank`.
 * See the module comment for the mapping.
 */
export function fromMarkdown(markdown: string): EditorState {
  const source = typeof markdown === 'string' ? markdown.replaceAll('\0', '\ufffd') : '';
  const lines = source.split(/\r\n|\r|\n/);
  const root = { ...element('root', blockNodes(parseBlocks(lines), 0)) } as SerializedRoot;
  return { root };
}
