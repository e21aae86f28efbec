import { type DataField, type Field, flattenFields } from '@atrium/core';
import type { SerializedNode } from '../types.ts';
import { type SanitizedEditorOptions, uploadFieldsOf } from './options.ts';

const flattened = new WeakMap<Field[], DataField[]>();

/** `flattenFields`, once per configured field list (a value holds many nodes of the same kind). */
function flat(fields: Field[] | undefined): DataField[] | undefined {
  if (!fields) return undefined;
  let list = flattened.get(fields);
  if (!list) {
    list = flattenFields(fields);
    flattened.set(fields, list);
  }
  return list;
}

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
      const blocks = node.type === 'block' ? options.blocks : options.inlineBlocks;
      return values && typeof values === 'object' ? flat(blocks.get(String(values.blockType))?.fields) : undefined;
    }
    case 'upload':
      return flat(uploadFieldsOf(options, String(node.relationTo)));
    case 'link':
    case 'autolink':
      return options.linkFields.length ? flat(options.linkFields) : undefined;
    default:
      return undefined;
  }
}
