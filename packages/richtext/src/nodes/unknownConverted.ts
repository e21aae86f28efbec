/*
 * Unknown converted (`type: 'unknownConverted'`, version 1): what a conversion made of a node of a type nothing
 * knows, kept whole instead of dropped: `data.nodeType` is the original type and `data.nodeData` the original
 * node, untouched. It is inline, so it can stand wherever the original stood.
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
import { cloneData, createDecoratorDOM, isRecord, type NodeDOM } from './utils.ts';

/** Version of the stored `unknownConverted` node. */
export const version = 1;

/** The kept node: its original type and its original data. */
export type UnknownConvertedData = { nodeType: string; nodeData: unknown };

/** The serialized (stored) form of {@link UnknownConvertedNode}. */
export type SerializedUnknownConvertedNode = Spread<
  { type: 'unknownConverted'; version: 1; data: UnknownConvertedData },
  SerializedLexicalNode
>;

/** A node of an unknown type, kept whole: `data.nodeType` and `data.nodeData`. */
export class UnknownConvertedNode extends DecoratorNode<unknown> {
  /** @internal */
  __data: UnknownConvertedData;

  override $config() {
    return this.config('unknownConverted', { extends: DecoratorNode });
  }

  constructor(data: UnknownConvertedData = { nodeType: '', nodeData: null }, key?: NodeKey) {
    super(key);
    this.__data = data;
  }

  override afterCloneFrom(prevNode: this): void {
    super.afterCloneFrom(prevNode);
    // The data is replaced, never changed in place, so versions of a node may share it.
    this.__data = prevNode.__data;
  }

  /** The kept node (read-only). */
  getData(): Readonly<UnknownConvertedData> {
    return this.getLatest().__data;
  }

  /** Replaces the kept node with a copy of `data`. */
  setData(data: UnknownConvertedData): this {
    const self = this.getWritable();
    self.__data = cloneData(data);
    return self;
  }

  override updateFromJSON(serializedNode: LexicalParseJSON<SerializedUnknownConvertedNode>): this {
    const { data } = serializedNode;
    return super
      .updateFromJSON(serializedNode)
      .setData(isRecord(data) ? (data as UnknownConvertedData) : { nodeType: '', nodeData: data ?? null });
  }

  override exportJSON(): SerializedUnknownConvertedNode {
    return { ...super.exportJSON(), type: 'unknownConverted', version, data: cloneData(this.getLatest().__data) };
  }

  override createDOM(config: EditorConfig): NodeDOM {
    const element = createDecoratorDOM('span', config, 'unknownConverted');
    element.setAttribute('data-original-type', String(this.__data.nodeType));
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  /** Nothing to render on the server; an admin UI replaces the node to render it. */
  override decorate(_editor: LexicalEditor, _config: EditorConfig): unknown {
    return null;
  }

  override isInline(): true {
    return true;
  }
}

/** Creates an {@link UnknownConvertedNode} keeping a copy of `data`. */
export function $createUnknownConvertedNode(data: UnknownConvertedData): UnknownConvertedNode {
  return $applyNodeReplacement(new UnknownConvertedNode(cloneData(data)));
}

/** Whether `node` is an {@link UnknownConvertedNode}. */
export function $isUnknownConvertedNode(node: LexicalNode | null | undefined): node is UnknownConvertedNode {
  return node instanceof UnknownConvertedNode;
}
