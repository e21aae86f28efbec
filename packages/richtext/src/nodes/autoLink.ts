/*
 * Autolink (`type: 'autolink'`, version 2): a link the editor made from a URL typed in the text. It stores the
 * same `fields` as a link and is a {@link LinkNode} subclass, so `$isLinkNode` is true for it as well.
 */

import { $applyNodeReplacement, type LexicalNode, type SerializedElementNode, type Spread } from 'lexical';
import type { LinkFields } from '../types.ts';
import { LinkNode } from './link.ts';
import { cloneData } from './utils.ts';

/** Version of the stored `autolink` node. */
export const version = 2;

/** The serialized (stored) form of {@link AutoLinkNode}. */
export type SerializedAutoLinkNode = Spread<
  {
    type: 'autolink';
    version: 2;
    fields: LinkFields;
    /** Not part of the contract for autolinks, but kept if a stored one has it. */
    id?: string;
  },
  SerializedElementNode
>;

/** A link created automatically from a URL in the text; same `fields` as {@link LinkNode}. */
export class AutoLinkNode extends LinkNode {
  override $config() {
    return this.config('autolink', { extends: LinkNode });
  }

  override exportJSON(): SerializedAutoLinkNode {
    return { ...super.exportJSON(), type: 'autolink', version };
  }
}

/** Creates an {@link AutoLinkNode} for `url` (a custom link in the same tab), or from the given `fields`. */
export function $createAutoLinkNode(options: { url?: string; fields?: LinkFields } = {}): AutoLinkNode {
  const fields: LinkFields = options.fields ?? { linkType: 'custom', newTab: false, url: options.url ?? '' };
  return $applyNodeReplacement(new AutoLinkNode(cloneData(fields)));
}

/** Whether `node` is an {@link AutoLinkNode}. */
export function $isAutoLinkNode(node: LexicalNode | null | undefined): node is AutoLinkNode {
  return node instanceof AutoLinkNode;
}
