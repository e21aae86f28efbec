/*
 * Markdown back to rich text: the reading half of `markdownWrite.ts` (whose header describes the mapping).
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
import { BLANK_URL, isSafeURL } from '../url.ts';
import { childNodes, isControl, MAX_DEPTH } from './shared.ts';

const BOLD = TextFormat.bold;
const ITALIC = TextFormat.italic;
const STRIKE = TextFormat.strikethrough;
const CODE = TextFormat.code;

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
