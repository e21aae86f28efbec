/*
 * Link (`type: 'link'`, version 3): an inline element whose target lives in `fields` — a custom URL or an
 * internal document, `newTab`, and whatever extra fields the link feature is configured with — plus an
 * optional `id`. Lexical's own LinkNode stores `url`/`rel`/`target`/`title` instead, so this is a node of its
 * own; register it in place of `@lexical/link`'s (both use the type `link`).
 */

import {
  $applyNodeReplacement,
  type DOMConversionMap,
  type DOMConversionOutput,
  type EditorConfig,
  ElementNode,
  type LexicalNode,
  type LexicalParseJSON,
  type NodeKey,
  type SerializedElementNode,
  type Spread,
} from 'lexical';
import type { LinkFields } from '../types.ts';
import { isSafeURL } from '../url.ts';
import type { SerializedAutoLinkNode } from './autoLink.ts';
import { cloneData, createDOMElement, type DOMElement, isRecord, isSafeHref, type NodeDOM, themeClass } from './utils.ts';

/** Version of the stored `link` node. */
export const version = 3;

/** The serialized (stored) form of {@link LinkNode}. */
export type SerializedLinkNode = Spread<
  {
    type: 'link';
    version: 3;
    fields: LinkFields;
    id?: string;
  },
  SerializedElementNode
>;

/** The fields a link gets when none are given: a custom link with no URL yet, same tab. */
function defaultLinkFields(): LinkFields {
  return { linkType: 'custom', newTab: false, url: '' };
}

/** An inline element linking its children to a URL or to a document, with the link's `fields` kept whole. */
export class LinkNode extends ElementNode {
  /** @internal */
  __fields: LinkFields;
  /** @internal */
  __id: string | undefined;

  override $config() {
    return this.config('link', { extends: ElementNode });
  }

  constructor(fields: LinkFields = defaultLinkFields(), id: string | undefined = undefined, key?: NodeKey) {
    super(key);
    this.__fields = fields;
    this.__id = id;
  }

  override afterCloneFrom(prevNode: this): void {
    super.afterCloneFrom(prevNode);
    // Fields are replaced, never changed in place, so versions of a node may share them.
    this.__fields = prevNode.__fields;
    this.__id = prevNode.__id;
  }

  /** The link's fields (read-only: change them with {@link LinkNode.setFields}). */
  getFields(): Readonly<LinkFields> {
    return this.getLatest().__fields;
  }

  /** Replaces the link's fields with a copy of `fields`. */
  setFields(fields: LinkFields): this {
    const self = this.getWritable();
    self.__fields = cloneData(fields);
    return self;
  }

  /** The link's stored `id`, if it has one. */
  getID(): string | undefined {
    return this.getLatest().__id;
  }

  /** Sets (or with `undefined`, removes) the link's stored `id`. */
  setID(id: string | undefined): this {
    const self = this.getWritable();
    self.__id = id;
    return self;
  }

  override updateFromJSON(serializedNode: LexicalParseJSON<SerializedLinkNode>): this {
    const { fields, id } = serializedNode;
    return super
      .updateFromJSON(serializedNode)
      .setFields(isRecord(fields) ? (fields as LinkFields) : defaultLinkFields())
      .setID(typeof id === 'string' ? id : undefined);
  }

  override exportJSON(): SerializedLinkNode | SerializedAutoLinkNode {
    const self = this.getLatest();
    const json: SerializedLinkNode = {
      ...super.exportJSON(),
      type: 'link',
      version,
      fields: cloneData(self.__fields),
    };
    if (self.__id !== undefined) json.id = self.__id;
    return json;
  }

  /**
   * Pasted and imported `<a href>`: a custom link to the URL, in a new tab when the anchor opened one. A URL that
   * fails the link check (spec 5) makes no link: the anchor's content stays, as plain text.
   */
  static override importDOM(): DOMConversionMap | null {
    return { a: () => ({ conversion: $convertAnchorElement, priority: 1 }) };
  }

  override createDOM(config: EditorConfig): NodeDOM {
    const element = createDOMElement('a');
    this.updateLinkDOM(element);
    const className = themeClass(config, 'link');
    if (className !== undefined) element.className = className;
    return element;
  }

  override updateDOM(prevNode: this, dom: NodeDOM & DOMElement): boolean {
    if (prevNode.__fields !== this.__fields) this.updateLinkDOM(dom);
    return false;
  }

  /** Writes `href`, `target` and `rel` from the fields; an internal link has no URL of its own here. */
  private updateLinkDOM(element: DOMElement): void {
    const { linkType, url, newTab } = this.__fields;
    if (linkType === 'custom' && typeof url === 'string' && url !== '' && isSafeHref(url)) {
      element.setAttribute('href', url);
    } else {
      element.removeAttribute('href');
    }
    if (newTab) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      element.removeAttribute('target');
      element.removeAttribute('rel');
    }
  }

  override isInline(): true {
    return true;
  }

  override canBeEmpty(): false {
    return false;
  }

  override canInsertTextBefore(): false {
    return false;
  }

  override canInsertTextAfter(): false {
    return false;
  }
}

function $convertAnchorElement(element: DOMElement): DOMConversionOutput {
  const url = (element.getAttribute('href') ?? '').trim();
  if (url === '' || !isSafeURL(url)) return { node: null };
  const newTab = element.getAttribute('target') === '_blank';
  return { node: $createLinkNode({ fields: { linkType: 'custom', newTab, url } }) };
}

/** Creates a {@link LinkNode} (a copy of `fields` is stored; the default is a custom link with no URL). */
export function $createLinkNode(options: { fields?: LinkFields; id?: string } = {}): LinkNode {
  return $applyNodeReplacement(new LinkNode(cloneData(options.fields ?? defaultLinkFields()), options.id));
}

/** Whether `node` is a {@link LinkNode} (an {@link AutoLinkNode} is one too). */
export function $isLinkNode(node: LexicalNode | null | undefined): node is LinkNode {
  return node instanceof LinkNode;
}
