/*
 * Pasted HTML, from a word processor, a document editor or a web page, rewritten as the small HTML a field
 * enables: paragraphs, the field's heading sizes, quotes, lists, tables, links whose URL passes spec 5's check,
 * line breaks and the text formats it enables, written as plain tags (`<strong>`, `<em>`…). Everything else is
 * dropped (scripts, styles, forms, embeds) or kept as its text (spans, divs, unknown tags); no attribute but
 * `href`, `target`, `colspan`, `rowspan` and `scope` survives. Lexical's own DOM import then reads the result.
 *
 * Images and horizontal rules cannot sit inside a paragraph, so they come out at the top level, where the
 * editor puts an upload node (after sending the file) or a rule in their place.
 */

import { type HeadingTag, isSafeURL, type NodeKind, type TextFormatName } from '@atrium/richtext/client';
import { rebuildWordLists } from './wordLists.ts';

/** What the field enables, as the cleaning needs it. */
export type PasteRules = {
  nodes: ReadonlySet<NodeKind>;
  formats: ReadonlySet<TextFormatName>;
  /** Heading sizes enabled (empty: headings become paragraphs). */
  headingSizes: readonly HeadingTag[];
  /** Whether images may become uploads (the field has upload nodes and an upload collection to send them to). */
  canUpload: boolean;
};

/** An image to send as an upload; its place is the `<img data-paste-image="index">` marker in the result. */
export type PastedImage = { index: number; src: string; alt: string };

export type CleanedPaste = {
  /** The cleaned content: blocks, plus `<hr>` and image markers at the top level. */
  body: HTMLElement;
  images: PastedImage[];
  /** Images left out: not `data:` URLs (a file on the copier's disk, another site's picture) or no uploads here. */
  imagesLeftOut: number;
};

/** The attribute naming an image marker's index in `images`. */
export const imageMarker = 'data-paste-image';

type Format = TextFormatName;
/** Output order of format tags, outermost first. */
const formatTags: Array<[Format, string]> = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
  ['code', 'code'],
  ['subscript', 'sub'],
  ['superscript', 'sup'],
  ['highlight', 'mark'],
];
const tagFormats: Record<string, Format> = {
  B: 'bold',
  STRONG: 'bold',
  I: 'italic',
  EM: 'italic',
  U: 'underline',
  INS: 'underline',
  S: 'strikethrough',
  STRIKE: 'strikethrough',
  DEL: 'strikethrough',
  CODE: 'code',
  KBD: 'code',
  SAMP: 'code',
  TT: 'code',
  SUB: 'subscript',
  SUP: 'superscript',
  MARK: 'highlight',
};

/** Dropped with everything inside. */
const droppedTags = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'HEAD',
  'META',
  'LINK',
  'TITLE',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'SVG',
  'MATH',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'O:P',
  'XML',
]);
/** Blocks whose content is laid out as paragraphs of the surrounding text. */
const containerTags = new Set([
  'DIV',
  'SECTION',
  'ARTICLE',
  'MAIN',
  'HEADER',
  'FOOTER',
  'ASIDE',
  'NAV',
  'FIGURE',
  'FORM',
  'FIELDSET',
  'DETAILS',
  'DL',
  'CENTER',
  'BODY',
  'HTML',
  // A table inside a table cell, or in a field without tables: its cells become paragraphs.
  'TBODY',
  'THEAD',
  'TFOOT',
  'TR',
  'TD',
  'TH',
]);
/** Blocks holding one paragraph of text. */
const paragraphTags = new Set(['P', 'DT', 'DD', 'FIGCAPTION', 'CAPTION', 'ADDRESS', 'SUMMARY', 'LEGEND', 'PRE']);
const headingPattern = /^H([1-6])$/;

type Context = {
  /** Where blocks go: the output body, a list item or a table cell. */
  container: Element;
  /** The tag of the text blocks made for inline content; `null` puts inline content straight into `container`. */
  textTag: string | null;
  formats: ReadonlySet<Format>;
  /** Inside a link: links do not nest, and a document editor's underline on link text is only the link's look. */
  isInLink: boolean;
  isInTable: boolean;
  /** Inside `<pre>`: line ends are line breaks. */
  isPreformatted: boolean;
};

/** Cleans pasted HTML (see the file's comment). Pure apart from parsing with the browser's (or jsdom's) DOMParser. */
export function cleanPastedHTML(html: string, rules: PasteRules): CleanedPaste {
  const input = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const body = doc.body;
  rebuildWordLists(input.body);
  const images: PastedImage[] = [];
  let imagesLeftOut = 0;
  let open: Element | null = null;
  /** Images and rules met below the top level, placed after the top-level block they were in. */
  let deferred: Element[] = [];

  const el = (tag: string) => doc.createElement(tag);

  /** The text block inline content goes into now, made when the first inline content arrives. */
  const target = (ctx: Context): Element => {
    if (ctx.textTag === null) return ctx.container;
    if (open === null || open.parentNode !== ctx.container || open.tagName !== ctx.textTag.toUpperCase()) {
      close();
      open = ctx.container.appendChild(el(ctx.textTag));
    }
    return open;
  };

  /** Ends the open text block; one left without text (Word's spacing paragraphs, `<p><br></p>`) is removed. */
  const close = () => {
    if (open === null) return;
    trimBreaks(open);
    if (isEmpty(open)) open.remove();
    open = null;
  };

  /** A top-level object (an image marker, a rule): in place at the top level, otherwise after the block. */
  const placeObject = (object: Element, ctx: Context) => {
    if (ctx.container === body) {
      close();
      body.append(object);
    } else {
      deferred.push(object);
    }
  };

  const handleImage = (image: Element, ctx: Context) => {
    const src = image.getAttribute('src') ?? '';
    if (!rules.canUpload || !/^data:image\//i.test(src)) {
      imagesLeftOut++;
      return;
    }
    const marker = el('img');
    marker.setAttribute(imageMarker, String(images.length));
    images.push({ index: images.length, src, alt: (image.getAttribute('alt') ?? '').trim() });
    placeObject(marker, ctx);
  };

  const handleText = (node: Text, ctx: Context) => {
    let value = normalizeSpaces(node.data);
    if (ctx.isPreformatted) {
      const lines = value.split(/\r\n|\r|\n/);
      lines.forEach((line, index) => {
        if (index > 0) target(ctx).append(el('br'));
        if (line !== '') appendText(line, ctx);
      });
      return;
    }
    value = value.replace(/[\r\n]+/g, ' ');
    // Whitespace between blocks is source formatting, not text.
    const isLineStart = ctx.textTag === null ? ctx.container.tagName !== 'A' && !hasText(ctx.container) : open === null;
    if (/^[ \t]*$/.test(value) && isLineStart) return;
    appendText(value, ctx);
  };

  const appendText = (value: string, ctx: Context) => {
    let node: Node = doc.createTextNode(value);
    for (const [format, tag] of [...formatTags].reverse()) {
      if (!ctx.formats.has(format) || !rules.formats.has(format)) continue;
      const wrapper = el(tag);
      wrapper.append(node);
      node = wrapper;
    }
    target(ctx).append(node);
  };

  const handleLink = (link: Element, ctx: Context) => {
    const href = (link.getAttribute('href') ?? '').trim();
    if (ctx.isInLink || !rules.nodes.has('link') || href === '' || href.startsWith('#') || !isSafeURL(href)) {
      // An unsafe link's text stays, plain (a document editor's underline on it was only the link's look).
      inline(link, { ...ctx, isInLink: true });
      return;
    }
    const out = el('a');
    out.setAttribute('href', href);
    if (link.getAttribute('target') === '_blank') out.setAttribute('target', '_blank');
    target(ctx).append(out);
    // Inline content of the link goes into the link: a text-tag-less context whose container is the link.
    inline(link, { ...ctx, container: out, textTag: null, isInLink: true });
    if (!hasText(out)) out.remove();
  };

  const handleList = (list: Element, ctx: Context) => {
    if (!rules.nodes.has('list') || ctx.isInTable) {
      // The items become paragraphs (or lines) of the surrounding text.
      for (const child of list.childNodes) {
        if (child.nodeType === 1) {
          close();
          walk(child, { ...ctx, textTag: ctx.textTag ?? null });
          if (ctx.textTag === null) lineBreakBetween(ctx.container);
        }
      }
      return;
    }
    close();
    const out = el(list.tagName === 'OL' ? 'ol' : 'ul');
    if (ctx.textTag === null && ctx.container.tagName === 'LI') {
      // The item's text ends where its nested list starts: no line break or space before it.
      trimBreaks(ctx.container);
      ctx.container.append(out);
    } else placeObjectBlock(out, ctx);
    let item: Element | null = null;
    for (const child of list.childNodes) {
      if (child.nodeType === 1 && (child as Element).tagName === 'LI') {
        item = out.appendChild(el('li'));
        flowInto(child as Element, item, ctx);
        trimBreaks(item);
      } else if (child.nodeType === 1 && /^(UL|OL)$/.test((child as Element).tagName)) {
        // A list directly inside a list (Google Docs writes nested lists so): it belongs to the item before it.
        item ??= out.appendChild(el('li'));
        handleList(child as Element, { ...ctx, container: item, textTag: null });
      } else if (child.nodeType === 3 ? /\S/.test(child.textContent ?? '') : child.nodeType === 1) {
        item = out.appendChild(el('li'));
        walk(child, { ...ctx, container: item, textTag: null });
      }
    }
    for (const li of [...out.children]) if (isEmpty(li) && !li.querySelector('ul, ol')) li.remove();
    if (out.children.length === 0) out.remove();
  };

  /** Fills a list item or a table cell from `from`'s children. */
  const flowInto = (from: Element, into: Element, ctx: Context) => {
    const saved = open;
    open = null;
    const inner: Context = {
      ...ctx,
      container: into,
      textTag: into.tagName === 'LI' ? null : 'p',
      isInTable: ctx.isInTable || into.tagName !== 'LI',
    };
    for (const child of from.childNodes) walk(child, inner);
    close();
    open = saved;
  };

  const handleTable = (table: Element, ctx: Context) => {
    if (!rules.nodes.has('table') || ctx.isInTable) {
      for (const cell of table.querySelectorAll('caption, td, th')) {
        close();
        walk(cell, { ...ctx, textTag: ctx.textTag ?? null });
        if (ctx.textTag === null) lineBreakBetween(ctx.container);
      }
      return;
    }
    close();
    const caption = table.querySelector(':scope > caption');
    if (caption) walk(caption, ctx);
    close();
    const rows = [...table.querySelectorAll(':scope > tr, :scope > * > tr')].filter((row) => row.closest('table') === table);
    if (rows.length === 0) return;
    const out = el('table');
    const isHeaderRow = (row: Element) =>
      row.parentElement?.tagName === 'THEAD' || [...row.children].every((cell) => cell.tagName === 'TH');
    for (const row of rows) {
      const outRow = out.appendChild(el('tr'));
      const headerRow = isHeaderRow(row);
      [...row.children].forEach((cell, index) => {
        if (cell.tagName !== 'TD' && cell.tagName !== 'TH') return;
        // Lexical reads `scope="row"` as the header row's state (1) and `scope="col"` as the header column's (2).
        const isHeader = cell.tagName === 'TH';
        const outCell = outRow.appendChild(el(isHeader ? 'th' : 'td'));
        if (isHeader) outCell.setAttribute('scope', headerRow ? 'row' : index === 0 ? 'col' : 'row');
        for (const span of ['colspan', 'rowspan']) {
          const value = Number(cell.getAttribute(span));
          if (Number.isInteger(value) && value > 1) outCell.setAttribute(span, String(value));
        }
        flowInto(cell, outCell, { ...ctx, formats: new Set<Format>() });
      });
      if (outRow.children.length === 0) outRow.remove();
    }
    if (out.children.length > 0) placeObjectBlock(out, ctx);
  };

  /** A block made whole (a table): appended where blocks go now. */
  const placeObjectBlock = (block: Element, ctx: Context) => {
    if (ctx.container === body) body.append(block);
    else deferred.push(block);
  };

  /** Inline content of `element` (its children) in the current context. */
  const inline = (element: Element, ctx: Context) => {
    for (const child of element.childNodes) walk(child, ctx);
  };

  const walk = (node: Node, ctx: Context): void => {
    walkNode(node, ctx);
    if (ctx.container === body && deferred.length > 0) {
      close();
      body.append(...deferred);
      deferred = [];
    }
  };

  const walkNode = (node: Node, ctx: Context): void => {
    if (node.nodeType === 3) {
      handleText(node as Text, ctx);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    const style = element.getAttribute('style') ?? '';
    if (droppedTags.has(tag) || isHidden(style)) return;
    if (tag === 'BR') {
      if (element.classList.contains('Apple-interchange-newline')) return;
      if (ctx.textTag !== null && open === null) return;
      const into = target(ctx);
      // Two breaks in a row end a paragraph (how web pages without <p> separate them).
      if (ctx.textTag !== null && into.lastChild?.nodeName === 'BR') {
        close();
        return;
      }
      if (hasText(into) || into.lastChild?.nodeName === 'BR') into.append(el('br'));
      return;
    }
    if (tag === 'IMG') {
      handleImage(element, ctx);
      return;
    }
    if (tag === 'HR') {
      if (rules.nodes.has('horizontalrule') && !ctx.isInTable && !ctx.isInLink) placeObject(el('hr'), ctx);
      else close();
      return;
    }
    if (tag === 'A') {
      handleLink(element, ctx);
      return;
    }
    if (tag === 'UL' || tag === 'OL') {
      handleList(element, ctx);
      return;
    }
    if (tag === 'TABLE') {
      handleTable(element, ctx);
      return;
    }
    if (tag === 'LI') {
      // An item outside a list: a paragraph.
      close();
      inline(element, ctx);
      close();
      return;
    }
    const heading = headingLevel(element);
    if (heading !== null || paragraphTags.has(tag) || tag === 'BLOCKQUOTE' || containerTags.has(tag)) {
      if (ctx.isInLink) {
        inline(element, ctx);
        return;
      }
      close();
      let textTag = ctx.textTag;
      if (textTag !== null && !ctx.isInTable) {
        if (heading !== null) textTag = headingTagFor(heading, rules) ?? 'p';
        else if (tag === 'BLOCKQUOTE') textTag = rules.nodes.has('quote') ? 'blockquote' : 'p';
        else if (paragraphTags.has(tag)) textTag = ctx.textTag === 'blockquote' ? 'blockquote' : 'p';
      }
      if (textTag === null) lineBreakBetween(ctx.container);
      const isPreformatted = ctx.isPreformatted || tag === 'PRE';
      const formats = tag === 'PRE' ? new Set<Format>([...ctx.formats, 'code']) : ctx.formats;
      inline(element, { ...ctx, textTag, isPreformatted, formats });
      if (textTag === null) lineBreakBetween(ctx.container);
      else close();
      return;
    }
    // An inline element: its formats apply to what is inside.
    inline(element, { ...ctx, formats: formatsOf(element, ctx), isPreformatted: ctx.isPreformatted });
  };

  const top: Context = {
    container: body,
    textTag: 'p',
    formats: new Set(),
    isInLink: false,
    isInTable: false,
    isPreformatted: false,
  };
  for (const child of [...input.body.childNodes]) walk(child, top);
  close();
  return { body, images, imagesLeftOut };
}

/** The formats of text inside `element`: the context's, with what the element's tag and style add or remove. */
function formatsOf(element: Element, ctx: Context): ReadonlySet<Format> {
  const formats = new Set(ctx.formats);
  const tagFormat = tagFormats[element.tagName.toUpperCase()];
  const style = parseStyle(element.getAttribute('style') ?? '');
  if (tagFormat) formats.add(tagFormat);
  const weight = style.get('font-weight');
  if (weight !== undefined) {
    // Google Docs wraps a whole paste in `<b style="font-weight:normal">`: the style wins over the tag.
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) formats.add('bold');
    else if (weight === 'normal' || weight === 'lighter' || Number(weight) < 600) formats.delete('bold');
  }
  const fontStyle = style.get('font-style');
  if (fontStyle === 'italic' || fontStyle === 'oblique') formats.add('italic');
  else if (fontStyle === 'normal') formats.delete('italic');
  const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`;
  if (/\bunderline\b/.test(decoration) && !ctx.isInLink) formats.add('underline');
  if (/\bline-through\b/.test(decoration)) formats.add('strikethrough');
  const align = style.get('vertical-align');
  if (align === 'super') formats.add('superscript');
  else if (align === 'sub') formats.add('subscript');
  return formats;
}

/** A heading level from the tag, Word's title style, or an ARIA heading. */
function headingLevel(element: Element): number | null {
  const match = headingPattern.exec(element.tagName.toUpperCase());
  if (match) return Number(match[1]);
  if (element.classList.contains('MsoTitle')) return 1;
  if (element.getAttribute('role') === 'heading') {
    const level = Number(element.getAttribute('aria-level') ?? '2');
    return level >= 1 && level <= 6 ? Math.trunc(level) : 2;
  }
  return null;
}

/**
 * The enabled heading nearest in size to `level` (a tie goes to the smaller one: an h1 in a field of h2–h4
 * becomes an h2), or `null` when the field has no headings.
 */
export function headingTagFor(level: number, rules: Pick<PasteRules, 'nodes' | 'headingSizes'>): HeadingTag | null {
  if (!rules.nodes.has('heading') || rules.headingSizes.length === 0) return null;
  let best: HeadingTag | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const tag of rules.headingSizes) {
    const size = Number(tag.slice(1));
    const distance = Math.abs(size - level) - (size > level ? 0.5 : 0);
    if (distance < bestDistance) {
      best = tag;
      bestDistance = distance;
    }
  }
  return best;
}

function parseStyle(style: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    map.set(
      declaration.slice(0, colon).trim().toLowerCase(),
      declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase(),
    );
  }
  return map;
}

/** Hidden content (Word's `mso-hide:all`, `display:none`) is not part of what the copier saw. */
function isHidden(style: string): boolean {
  const map = parseStyle(style);
  return map.get('display') === 'none' || map.get('mso-hide') === 'all' || map.get('visibility') === 'hidden';
}

/**
 * Word writes runs of spaces as `&nbsp; `: a no-break space next to other whitespace becomes an ordinary space
 * (one standing alone between two words was meant, and stays).
 */
function normalizeSpaces(value: string): string {
  return value.replace(/[ \u00a0]{2,}|\u00a0(?=[\s])|(?<=\s)\u00a0/g, (run) => run.replace(/\u00a0/g, ' '));
}

function hasText(element: Element): boolean {
  return /[^\s\u00a0]/.test(element.textContent ?? '');
}

function isEmpty(element: Element): boolean {
  return !hasText(element);
}

/** Removes line breaks and spaces at the start and end of a block (a browser would not show them either). */
function trimBreaks(element: Element): void {
  while (element.lastChild?.nodeName === 'BR' || isBlankText(element.lastChild)) element.lastChild?.remove();
  while (element.firstChild?.nodeName === 'BR' || isBlankText(element.firstChild)) element.firstChild?.remove();
  const first = element.firstChild;
  if (first?.nodeType === 3) first.textContent = (first.textContent ?? '').replace(/^[ \t\r\n]+/, '');
  const last = element.lastChild;
  if (last?.nodeType === 3) last.textContent = (last.textContent ?? '').replace(/[ \t\r\n]+$/, '');
}

function isBlankText(node: ChildNode | null): boolean {
  return node !== null && node.nodeType === 3 && /^[\s\u00a0]*$/.test(node.textContent ?? '');
}

/** Separates two blocks that were flattened into one list item or cell line. */
function lineBreakBetween(container: Element): void {
  if (hasText(container) && container.lastChild?.nodeName !== 'BR') {
    container.append(container.ownerDocument.createElement('br'));
  }
}
