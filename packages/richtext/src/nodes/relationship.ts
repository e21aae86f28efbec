/*
 * Relationship (`type: 'relationship'`, version 2): a block-level reference to a document of another
 * collection. `value` is the document's id as stored, or the document itself once populated; either is kept
 * as it is. An optional alignment `format` is kept when the stored node has one.
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
import type { DocumentID } from '../types.ts';
import { cloneData, createDecoratorDOM, type NodeDOM } from './utils.ts';

/** Version of the stored `relationship` node. */
export const version = 2;

/** A related document: its id, or the populated document. */
export type RelationshipValue = DocumentID | Record<string, unknown>;

/** What a relationship node holds. */
export type RelationshipData = { relationTo: string; value: RelationshipValue; format?: string };

/** The serialized (stored) form of {@link RelationshipNode}. */
export type SerializedRelationshipNode = Spread<
  { type: 'relationship'; version: 2; relationTo: string; value: RelationshipValue; format?: string },
  SerializedLexicalNode
>;

/** A block-level reference to a document (`relationTo` collection, `value` id or populated document). */
export class RelationshipNode extends DecoratorNode<unknown> {
  /** @internal */
  __relationTo: string;
  /** @internal */
  __value: RelationshipValue;
  /** @internal */
  __format: string | undefined;

  override $config() {
    return this.config('relationship', { extends: DecoratorNode });
  }

  constructor(data: RelationshipData = { relationTo: '', value: '' }, key?: NodeKey) {
    super(key);
    this.__relationTo = data.relationTo;
    this.__value = data.value;
    this.__format = data.format;
  }

  override afterCloneFrom(prevNode: this): void {
    super.afterCloneFrom(prevNode);
    this.__relationTo = prevNode.__relationTo;
    this.__value = prevNode.__value;
    this.__format = prevNode.__format;
  }

  /** The slug of the related collection. */
  getRelationTo(): string {
    return this.getLatest().__relationTo;
  }

  /** The related document's id, or the document once populated (read-only). */
  getValue(): Readonly<RelationshipValue> {
    return this.getLatest().__value;
  }

  /** The stored alignment, if the node has one. */
  getFormat(): string | undefined {
    return this.getLatest().__format;
  }

  /** Points the node at another document (a copy of `value` is stored). */
  setRelationship(relationTo: string, value: RelationshipValue): this {
    const self = this.getWritable();
    self.__relationTo = relationTo;
    self.__value = cloneData(value);
    return self;
  }

  /** Sets (or with `undefined`, removes) the alignment. */
  setFormat(format: string | undefined): this {
    const self = this.getWritable();
    self.__format = format;
    return self;
  }

  override updateFromJSON(serializedNode: LexicalParseJSON<SerializedRelationshipNode>): this {
    const { relationTo, value, format } = serializedNode;
    return super
      .updateFromJSON(serializedNode)
      .setRelationship(typeof relationTo === 'string' ? relationTo : '', (value ?? '') as RelationshipValue)
      .setFormat(typeof format === 'string' ? format : undefined);
  }

  override exportJSON(): SerializedRelationshipNode {
    const self = this.getLatest();
    const json: SerializedRelationshipNode = {
      ...super.exportJSON(),
      type: 'relationship',
      version,
      relationTo: self.__relationTo,
      value: cloneData(self.__value),
    };
    if (self.__format !== undefined) json.format = self.__format;
    return json;
  }

  override createDOM(config: EditorConfig): NodeDOM {
    return createDecoratorDOM('div', config, 'relationship');
  }

  override updateDOM(): false {
    return false;
  }

  /** Nothing to render on the server; an admin UI replaces the node to render it. */
  override decorate(_editor: LexicalEditor, _config: EditorConfig): unknown {
    return null;
  }

  override isInline(): false {
    return false;
  }
}

/** Creates a {@link RelationshipNode} (a copy of `value` is stored; `format` defaults to ''). */
export function $createRelationshipNode(data: RelationshipData): RelationshipNode {
  return $applyNodeReplacement(
    new RelationshipNode({ relationTo: data.relationTo, value: cloneData(data.value), format: data.format ?? '' }),
  );
}

/** Whether `node` is a {@link RelationshipNode}. */
export function $isRelationshipNode(node: LexicalNode | null | undefined): node is RelationshipNode {
  return node instanceof RelationshipNode;
}
