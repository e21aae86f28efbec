/*
 * Inline block (`type: 'inlineBlock'`, version 1): a block instance that sits inside text, in a paragraph or
 * heading. Its `fields` hold the block's `id`, `blockType` and its own field data; the editor keeps them whole.
 */

import {
  $applyNodeReplacement,
  DecoratorNode,
  type EditorConfig,
  type LexicalEditor,
  type LexicalNode,
  type LexicalParseJSON,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { cloneData, createDecoratorDOM, isRecord, type NodeDOM, newNodeID } from './utils.ts';

/** Version of the stored `inlineBlock` node. */
export const version = 1;

/** An inline block's fields: its id and slug, then the block's own data. */
export type InlineBlockFields = { id: string; blockType: string; [key: string]: unknown };

/** The fields to create an inline block with: as stored, except that `id` may be left out (a new one is made). */
export type NewInlineBlockFields = { id?: string; blockType: string; [key: string]: unknown };

/** The serialized (stored) form of {@link InlineBlockNode}. */
export type SerializedInlineBlockNode = Spread<
  { type: 'inlineBlock'; version: 1; fields: InlineBlockFields },
  SerializedLexicalNode
>;

/** An inline block instance; `fields` carry its id, type and data. */
export class InlineBlockNode extends DecoratorNode<unknown> {
  /** @internal */
  __fields: InlineBlockFields;

  override $config() {
    return this.config('inlineBlock', { extends: DecoratorNode });
  }

  constructor(fields: InlineBlockFields = { id: '', blockType: '' }, key?: NodeKey) {
    super(key);
    this.__fields = fields;
  }

  override afterCloneFrom(prevNode: this): void {
    super.afterCloneFrom(prevNode);
    // Fields are replaced, never changed in place, so versions of a node may share them.
    this.__fields = prevNode.__fields;
  }

  /** The inline block's fields (read-only: change them with {@link InlineBlockNode.setFields}). */
  getFields(): Readonly<InlineBlockFields> {
    return this.getLatest().__fields;
  }

  /** The slug of the block. */
  getBlockType(): string {
    return this.getLatest().__fields.blockType;
  }

  /** Replaces the inline block's fields with a copy of `fields`. */
  setFields(fields: InlineBlockFields): this {
    const self = this.getWritable();
    self.__fields = cloneData(fields);
    return self;
  }

  override updateFromJSON(serializedNode: LexicalParseJSON<SerializedInlineBlockNode>): this {
    const { fields } = serializedNode;
    return super
      .updateFromJSON(serializedNode)
      .setFields(isRecord(fields) ? (fields as InlineBlockFields) : { id: '', blockType: '' });
  }

  override exportJSON(): SerializedInlineBlockNode {
    return { ...super.exportJSON(), type: 'inlineBlock', version, fields: cloneData(this.getLatest().__fields) };
  }

  override createDOM(config: EditorConfig): NodeDOM {
    const element = createDecoratorDOM('span', config, 'inlineBlock');
    element.setAttribute('data-block-type', this.__fields.blockType);
    return element;
  }

  override updateDOM(prevNode: this): boolean {
    return prevNode.__fields.blockType !== this.__fields.blockType;
  }

  /** Nothing to render on the server; an admin UI replaces the node to render it. */
  override decorate(_editor: LexicalEditor, _config: EditorConfig): unknown {
    return null;
  }

  override isInline(): true {
    return true;
  }
}

/** Creates an {@link InlineBlockNode} (a copy of `fields` is stored; `fields.id` defaults to a new id). */
export function $createInlineBlockNode(fields: NewInlineBlockFields): InlineBlockNode {
  const { id = newNodeID(), ...rest } = cloneData(fields);
  return $applyNodeReplacement(new InlineBlockNode({ ...rest, id }));
}

/** Whether `node` is an {@link InlineBlockNode}. */
export function $isInlineBlockNode(node: LexicalNode | null | undefined): node is InlineBlockNode {
  return node instanceof InlineBlockNode;
}
