/*
 * Upload (`type: 'upload'`, version 3): a block-level reference to a document of an upload collection, with
 * its own `id` and the upload feature's extra `fields` (alt text, caption…), kept whole. `value` is the
 * document's id as stored, or the document itself once populated. An optional alignment `format` is kept
 * when the stored node has one.
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
import { cloneData, createDecoratorDOM, type NodeDOM, newNodeID } from './utils.ts';

/** Version of the stored `upload` node. */
export const version = 3;

/** An uploaded document: its id, or the populated document. */
export type UploadValue = DocumentID | Record<string, unknown>;

/** What an upload node holds. */
export type UploadData = {
  id: string;
  relationTo: string;
  value: UploadValue;
  fields: Record<string, unknown>;
  format?: string;
};

/** The serialized (stored) form of {@link UploadNode}. */
export type SerializedUploadNode = Spread<
  {
    type: 'upload';
    version: 3;
    id: string;
    relationTo: string;
    value: UploadValue;
    fields: Record<string, unknown>;
    format?: string;
  },
  SerializedLexicalNode
>;

/** A block-level uploaded file (image, document…) with the upload's extra `fields`. */
export class UploadNode extends DecoratorNode<unknown> {
  /** @internal */
  __data: UploadData;

  override $config() {
    return this.config('upload', { extends: DecoratorNode });
  }

  constructor(data: UploadData = { id: '', relationTo: '', value: '', fields: {} }, key?: NodeKey) {
    super(key);
    this.__data = data;
  }

  override afterCloneFrom(prevNode: this): void {
    super.afterCloneFrom(prevNode);
    // The data is replaced, never changed in place, so versions of a node may share it.
    this.__data = prevNode.__data;
  }

  /** Everything the node holds (read-only: change it with {@link UploadNode.setData}). */
  getData(): Readonly<UploadData> {
    return this.getLatest().__data;
  }

  /** The node's own id (not the uploaded document's). */
  getID(): string {
    return this.getLatest().__data.id;
  }

  /** The slug of the upload collection. */
  getRelationTo(): string {
    return this.getLatest().__data.relationTo;
  }

  /** The uploaded document's id, or the document once populated (read-only). */
  getValue(): Readonly<UploadValue> {
    return this.getLatest().__data.value;
  }

  /** The upload feature's extra fields (read-only). */
  getFields(): Readonly<Record<string, unknown>> {
    return this.getLatest().__data.fields;
  }

  /** Replaces what the node holds with a copy of `data`. */
  setData(data: UploadData): this {
    const self = this.getWritable();
    self.__data = cloneData(data);
    return self;
  }

  override updateFromJSON(serializedNode: LexicalParseJSON<SerializedUploadNode>): this {
    const { id, relationTo, value, fields, format } = serializedNode;
    const data: UploadData = {
      id: typeof id === 'string' ? id : '',
      relationTo: typeof relationTo === 'string' ? relationTo : '',
      value: (value ?? '') as UploadValue,
      // Kept as stored even when not an object (a stored `null` stays null).
      fields: (fields === undefined ? {} : fields) as Record<string, unknown>,
    };
    if (typeof format === 'string') data.format = format;
    return super.updateFromJSON(serializedNode).setData(data);
  }

  override exportJSON(): SerializedUploadNode {
    const { id, relationTo, value, fields, format } = this.getLatest().__data;
    const json: SerializedUploadNode = {
      ...super.exportJSON(),
      type: 'upload',
      version,
      id,
      relationTo,
      value: cloneData(value),
      fields: cloneData(fields),
    };
    if (format !== undefined) json.format = format;
    return json;
  }

  override createDOM(config: EditorConfig): NodeDOM {
    return createDecoratorDOM('figure', config, 'upload');
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

/**
 * Creates an {@link UploadNode} (a copy of the data is stored). `id` defaults to a new id, `fields` to `{}`
 * and `format` to ''.
 */
export function $createUploadNode(
  data: Omit<UploadData, 'id' | 'fields'> & { id?: string; fields?: Record<string, unknown> },
): UploadNode {
  const { id = newNodeID(), relationTo, value, fields = {}, format = '' } = data;
  return $applyNodeReplacement(new UploadNode(cloneData({ id, relationTo, value, fields, format })));
}

/** Whether `node` is an {@link UploadNode}. */
export function $isUploadNode(node: LexicalNode | null | undefined): node is UploadNode {
  return node instanceof UploadNode;
}
