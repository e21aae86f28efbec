/*
 * Rich text to Markdown (CommonMark + GFM tables, strikethrough and task lists); `markdownRead.ts` reads it back.
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

import type { SerializedNode } from '../types.ts';
import { TextFormat } from '../types.ts';
import { safeURL } from '../url.ts';
import {
  blockTypes,
  childNodes,
  type DocumentReference,
  defaultInternalDocToHref,
  documentTitle,
  formatBits,
  isControl,
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
