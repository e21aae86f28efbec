import type { DataField } from '@atrium/core';
import type { SerializedNode } from '../types.ts';
import type { SanitizedEditorOptions } from './options.ts';

/**
 * The ordinary fields a node carries in its `fields` object: a block's or inline block's own fields, the
 * configured extra fields of a link or of an upload from that collection; `undefined` for other nodes and for
 * blocks of a type the field does not have. Validation, write hooks and reads all ask this one place.
 */
export function fieldsOfNode(node: SerializedNode, options: SanitizedEditorOptions): DataField[] | undefined {
  const values = node.fields as Record<string, unknown> | undefined;
  switch (node.type) {
    case 'block':
    case 'inlineBlock': {
      const blocks = node.type === 'block' ? options.dataFields.blocks : options.dataFields.inlineBlocks;
      return values && typeof values === 'object' ? blocks.get(String(values.blockType)) : undefined;
    }
    case 'upload': {
      // Own keys only: a stored `relationTo` of "__proto__" finds nothing.
      const slug = String(node.relationTo);
      return Object.hasOwn(options.dataFields.upload, slug) ? options.dataFields.upload[slug] : undefined;
    }
    case 'link':
    case 'autolink':
      return options.linkFields.length ? options.dataFields.link : undefined;
    default:
      return undefined;
  }
}
