/*
 * Making, changing and removing links with Atrium's LinkNode (`fields` instead of Lexical's `url`), run inside
 * `editor.update`. Lexical's own `$toggleLink` builds `@lexical/link` nodes, which this editor does not
 * register, hence these.
 */

import { $isLinkNode, type LinkFields, type LinkNode } from '@atrium/richtext/client';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isRangeSelection,
  type BaseSelection,
  type ElementNode,
  type LexicalNode,
} from 'lexical';
import { $createEditorLinkNode } from '../nodes.tsx';

/** The link the whole selection sits in, if any. */
export function $linkAtSelection(selection: BaseSelection | null = $getSelection()): LinkNode | null {
  if (!$isRangeSelection(selection)) return null;
  const anchor = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
  const focus = $findMatchingParent(selection.focus.getNode(), $isLinkNode);
  return anchor && focus && anchor.is(focus) ? anchor : null;
}

/** Inserts a new link showing `text` at the (collapsed) selection. */
export function $insertLink(fields: LinkFields, text: string): void {
  const link = $createEditorLinkNode(fields);
  link.append($createTextNode(text));
  $insertNodes([link]);
  link.selectEnd();
}

/**
 * Wraps the selected inline content in links with `fields`: one link per run of siblings, so a selection across
 * two paragraphs becomes two links. Links inside the selection are merged into the new one, and a selection
 * inside a link changes that link.
 */
export function $wrapSelectionInLink(fields: LinkFields): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const existing = $linkAtSelection(selection);
  if (existing) {
    existing.setFields(fields);
    return;
  }
  const nodes = selection.extract();
  let currentParent: ElementNode | null = null;
  let currentLink: LinkNode | null = null;
  for (const node of nodes) {
    const parent = node.getParent();
    if (parent === null || parent === currentLink || isBlock(node)) continue;
    if ($isLinkNode(parent)) {
      // Part of a link that reaches outside the selection: the link takes the new target.
      parent.setFields(fields);
      continue;
    }
    if (!parent.is(currentParent)) {
      currentParent = parent;
      currentLink = $createEditorLinkNode(fields);
      node.insertBefore(currentLink);
    }
    if ($isLinkNode(node)) {
      for (const child of node.getChildren()) currentLink?.append(child);
      node.remove();
      continue;
    }
    currentLink?.append(node);
  }
}

/** Replaces a link by its content. */
export function $unwrapLink(link: LinkNode): void {
  for (const child of link.getChildren()) link.insertBefore(child);
  link.remove();
}

function isBlock(node: LexicalNode): boolean {
  return $isElementNode(node) && !node.isInline();
}
