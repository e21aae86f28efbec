/*
 * The Markdown shortcuts one field offers: a transformer for every node kind and text format it enables and
 * none for the others, so `## ` in a field without h2 stays two hashes and a space. Lexical's own transformers
 * are used where they build the node classes this editor registers (headings, quotes and lists are Lexical's
 * classes); the rule and the link build the admin's classes, and the link passes the URL check of the link
 * dialog (spec 5).
 */

import {
  $createListItemNode,
  $createListNode,
  $isLinkNode,
  $isListNode,
  type HeadingTag,
  isSafeURL,
  ListItemNode,
  ListNode,
  type TextFormatName,
} from '@atrium/richtext/client';
import type { ListType } from '@lexical/list';
import {
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  type ElementTransformer,
  HIGHLIGHT,
  INLINE_CODE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  QUOTE,
  STRIKETHROUGH,
  type TextFormatTransformer,
  type TextMatchTransformer,
  type Transformer,
} from '@lexical/markdown';
import { $createHeadingNode, $isHeadingNode, $isQuoteNode, HeadingNode } from '@lexical/rich-text';
import { $findMatchingParent } from '@lexical/utils';
import { $createTextNode, $isRootNode } from 'lexical';
import type { EditorFeatures } from '../editorProps.ts';
import { $createEditorHorizontalRuleNode, $createEditorLinkNode, EditorHorizontalRuleNode } from '../nodes.tsx';

/** Shortcuts only ever typed, never exported: the editor does not write Markdown. */
const noExport = () => null;

/** `#` to `######` and a space: a heading, for the sizes the field enables only. */
export function headingTransformer(sizes: readonly HeadingTag[]): ElementTransformer | null {
  if (sizes.length === 0) return null;
  const hashes = sizes.map((tag) => `#{${tag.slice(1)}}`).join('|');
  return {
    type: 'element',
    dependencies: [HeadingNode],
    export: noExport,
    regExp: new RegExp(`^(${hashes})\\s`),
    replace: (parent, children, match) => {
      // A quote holds text only (as Lexical's own heading shortcut keeps it).
      if ($isQuoteNode(parent)) return false;
      const heading = $createHeadingNode(`h${match[1].length}` as HeadingTag);
      heading.append(...children);
      parent.replace(heading);
      heading.select(0, 0);
    },
    triggerOnEnter: true,
  };
}

/** `---`, `***` or `___` and a space (or Enter): a horizontal rule, the caret on the line after it. */
export const HORIZONTAL_RULE: ElementTransformer = {
  type: 'element',
  dependencies: [EditorHorizontalRuleNode],
  export: noExport,
  regExp: /^(?:---|\*\*\*|___)\s?$/,
  replace: (parent) => {
    // A rule sits between blocks of the document, not inside a quote or a table cell.
    if ($isQuoteNode(parent) || !$isRootNode(parent.getParent())) return false;
    parent.insertBefore($createEditorHorizontalRuleNode());
    // The paragraph stays after the rule with the rest of the line, the caret at its start.
    parent.select(0, 0);
  },
  triggerOnEnter: true,
};

/**
 * A list item from `- `, `* `, `+ `, `1. ` or `[ ] `/`[x] ` at the start of a paragraph: it joins the list of
 * the same kind just before or after the paragraph, or starts one. (Lexical's own list shortcuts would also
 * remember a typed `*` or `+` in a node state, which would reach the stored JSON as `$: {mdListMarker}`.)
 */
function listTransformer(listType: ListType, regExp: RegExp): ElementTransformer {
  return {
    type: 'element',
    dependencies: [ListNode, ListItemNode],
    export: noExport,
    regExp,
    replace: (parent, children, match) => {
      if ($isQuoteNode(parent) || $isHeadingNode(parent)) return false;
      const item = $createListItemNode(listType === 'check' ? /^x$/i.test(match[1] ?? '') : undefined);
      const previous = parent.getPreviousSibling();
      const next = parent.getNextSibling();
      const start = listType === 'number' ? Number(match[1]) : undefined;
      if ($isListNode(next) && next.getListType() === listType && next.getFirstChild() !== null) {
        next.getFirstChild()!.insertBefore(item);
        if (start !== undefined) next.setStart(start);
        parent.remove();
      } else if ($isListNode(previous) && previous.getListType() === listType) {
        previous.append(item);
        parent.remove();
      } else {
        parent.replace($createListNode(listType, start).append(item));
      }
      item.append(...children);
      item.select(0, 0);
    },
    triggerOnEnter: true,
  };
}

export const BULLET_LIST = listTransformer('bullet', /^[-*+]\s/);
export const NUMBER_LIST = listTransformer('number', /^(\d{1,9})\.\s/);
/** `[ ] ` or `[x] `, with or without a bullet before it. */
export const CHECK_LIST = listTransformer('check', /^(?:[-*+]\s)?\[( |x|X)?\]\s/);

/** A link destination in `[text](url)`: written bare or between angle brackets, then an optional title. */
const linkPattern = /\[([^[\]\n]+)\]\(\s*(?:<([^<>\n]*)>|([^\s()<>]+))(?:\s+"[^"\n]*")?\s*\)$/;

/** The URL of a typed Markdown link, when the link dialog would accept it (spec 5), else `null`. */
export function markdownLinkURL(match: RegExpMatchArray): string | null {
  const url = (match[2] ?? match[3] ?? '').trim();
  return url !== '' && isSafeURL(url) ? url : null;
}

/**
 * `[text](url)`: a custom link, in the same tab, as the link dialog makes it. An unsafe or empty URL leaves
 * the text as typed.
 */
export const LINK: TextMatchTransformer = {
  type: 'text-match',
  dependencies: [],
  export: noExport,
  regExp: linkPattern,
  trigger: ')',
  replace: (textNode, match) => {
    const url = markdownLinkURL(match);
    if (url === null || $findMatchingParent(textNode, $isLinkNode)) return;
    const text = $createTextNode(match[1]).setFormat(textNode.getFormat());
    const link = $createEditorLinkNode({ linkType: 'custom', newTab: false, url });
    link.append(text);
    textNode.replace(link);
    return text;
  },
};

/** `~sub~` (Pandoc's spelling). */
export const SUBSCRIPT: TextFormatTransformer = { type: 'text-format', format: ['subscript'], tag: '~' };
/** `^sup^` (Pandoc's spelling). */
export const SUPERSCRIPT: TextFormatTransformer = { type: 'text-format', format: ['superscript'], tag: '^' };
/** `++underline++` (markdown-it's "inserted text"); only between words, so `C++ and C++` stays as typed. */
export const UNDERLINE: TextFormatTransformer = {
  type: 'text-format',
  format: ['underline'],
  tag: '++',
  intraword: false,
};

/**
 * Text formats in the order Lexical tries them: code first (nothing inside it is Markdown), then longer tags
 * before the shorter ones they contain (`***` before `**` before `*`, `~~` before `~`).
 */
const formatTransformers: TextFormatTransformer[] = [
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_ITALIC_UNDERSCORE,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  HIGHLIGHT,
  STRIKETHROUGH,
  UNDERLINE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  SUBSCRIPT,
  SUPERSCRIPT,
];

/** The Markdown shortcuts of a field's editor: only those whose nodes and formats it enables. */
export function markdownTransformers(features: Pick<EditorFeatures, 'has' | 'hasFormat' | 'headingSizes'>): Transformer[] {
  const heading = features.has('heading') ? headingTransformer(features.headingSizes) : null;
  const elements: Array<ElementTransformer | null | false> = [
    heading,
    features.has('quote') && { ...QUOTE, export: noExport },
    features.has('checklist') && CHECK_LIST,
    features.has('list') && BULLET_LIST,
    features.has('list') && NUMBER_LIST,
    features.has('horizontalrule') && HORIZONTAL_RULE,
  ];
  const formats = formatTransformers.filter((transformer) =>
    transformer.format.every((format) => features.hasFormat(format as TextFormatName)),
  );
  return [
    ...elements.filter((transformer): transformer is ElementTransformer => Boolean(transformer)),
    ...(features.has('link') ? [LINK] : []),
    ...formats,
  ];
}
