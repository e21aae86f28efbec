/*
 * Block (`type: 'block'`, version 2): a block-level instance of one of the configured blocks. Its `fields` hold
 * the block's `id`, `blockType`, optional `blockName` and the block's own field data (which may nest arrays,
 * groups, relationships and further rich text); the editor keeps them whole. An optional alignment `format`
 * is kept when the stored node has one.
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
import type { BlockFields } from '../types.ts';
import { cloneData, createDecoratorDOM, isRecord, type NodeDOM, newNodeID } from './utils.ts';

/** Version of the stored `block` node. */
export const version = 2;

/** The fields to create a block with: as stored, except that `id` may be left out (a new one is made). */
export type NewBlockFields = { id?: string; blockType: string; blockName?: string; [key: string]: unknown };

/** The serialized (stored) form of {@link BlockNode}. */
export type SerializedBlockNode = Spread<
  { type: 'block'; version: 2; fields: BlockFields; format?: string },
  SerializedLexicalNode
>;

/** A block-level block instance; `fields` carry its id, type, name and data. */
export class BlockNode extends DecoratorNode<unknown> {
  /** @internal */
  __fields: BlockFields;
  /** @internal */
  __format: string | undefined;

  override $config() {
    return this.config('block', { extends: DecoratorNode });
  }

  constructor(fields: BlockFields = { id: '', blockType: '' }, format: string | undefined = undefined, key?: NodeKey) {
    super(key);
    this.__fields = fields;
    this.__format = format;
  }

  override afterCloneFrom(prevNode: this): void {
    super.afterCloneFrom(prevNode);
    // Fields are replaced, never changed in place, so versions of a node may share them.
    this.__fields = prevNode.__fields;
    this.__format = prevNode.__format;
  }

  /** The block's fields (read-only: change them with {@link BlockNode.setFields}). */
  getFields(): Readonly<BlockFields> {
    return this.getLatest().__fields;
  }

  /** The slug of the block. */
  getBlockType(): string {
    return this.getLatest().__fields.blockType;
  }

  /** The stored alignment, if the node has one. */
  getFormat(): string | undefined {
    return this.getLatest().__format;
  }

  /** Replaces the block's fields with a copy of `fields`. */
  setFields(fields: BlockFields): this {
    const self = this.getWritable();
    self.__fields = cloneData(fields);
    return self;
  }

  /** Sets (or with `undefined`, removes) the alignment. */
  setFormat(format: string | undefined): this {
    const self = this.getWritable();
    self.__format = format;
    return self;
  }

  override updateFromJSON(serializedNode: LexicalParseJSON<SerializedBlockNode>): this {
    const { fields, format } = serializedNode;
    return super
      .updateFromJSON(serializedNode)
      .setFields(isRecord(fields) ? (fields as BlockFields) : { id: '', blockType: '' })
      .setFormat(typeof format === 'string' ? format : undefined);
  }

  override exportJSON(): SerializedBlockNode {
    const self = this.getLatest();
    const json: SerializedBlockNode = { ...super.exportJSON(), type: 'block', version, fields: cloneData(self.__fields) };
    if (self.__format !== undefined) json.format = self.__format;
    return json;
  }

  override createDOM(config: EditorConfig): NodeDOM {
    const element = createDecoratorDOM('div', config, 'block');
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

  override isInline(): false {
    return false;
  }
}

/**
 * Creates a {@link BlockNode} (a copy of `fields` is stored). `fields.id` defaults to a new id, `blockName`
 * to '' and `format` to ''.
 */
export function $createBlockNode(fields: NewBlockFields, format = ''): BlockNode {
  const { id = newNodeID(), blockName = '', ...rest } = cloneData(fields);
  return $applyNodeReplacement(new BlockNode({ ...rest, id, blockName }, format));
}

/** Whether `node` is a {@link BlockNode}. */
export function $isBlockNode(node: LexicalNode | null | undefined): node is BlockNode {
  return node instanceof BlockNode;
}
