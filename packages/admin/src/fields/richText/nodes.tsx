/*
 * The admin's versions of the decorator nodes. The classes of `@atrium/richtext` render nothing (the server has
 * no UI); these subclasses only add `decorate()`, and inherit everything else — type, version, `exportJSON` —
 * so the editor reads and writes exactly what the server does. They are registered in place of the base
 * classes (same type), which is why nodes are created here with `new` rather than with the package's
 * `$create…` functions (those construct the base class, which this editor does not register).
 */

import {
  allNodes,
  BlockNode,
  HorizontalRuleNode,
  InlineBlockNode,
  type LinkFields,
  LinkNode,
  type NewBlockFields,
  type NewInlineBlockFields,
  newNodeID,
  RelationshipNode,
  type RelationshipValue,
  UnknownConvertedNode,
  UploadNode,
  type UploadValue,
} from '@atrium/richtext/client';
import { $applyNodeReplacement, type LexicalNodeConfig } from 'lexical';
import type { ReactNode } from 'react';
import { EmbedLoader, type EmbedProps } from './embeds/EmbedLoader.tsx';

const embed = (props: EmbedProps): ReactNode => <EmbedLoader {...props} />;

/** A block between paragraphs, shown as a card with its fields. */
export class EditorBlockNode extends BlockNode {
  override decorate(): ReactNode {
    return embed({ kind: 'block', nodeKey: this.getKey(), fields: this.__fields });
  }
}

/** A block inside a line of text, shown as a chip. */
export class EditorInlineBlockNode extends InlineBlockNode {
  override decorate(): ReactNode {
    return embed({ kind: 'inlineBlock', nodeKey: this.getKey(), fields: this.__fields });
  }
}

/** An embedded document, shown as a card. */
export class EditorRelationshipNode extends RelationshipNode {
  override decorate(): ReactNode {
    return embed({ kind: 'relationship', nodeKey: this.getKey(), relationTo: this.__relationTo, value: this.__value });
  }
}

/** An uploaded file, shown as a card with its thumbnail. */
export class EditorUploadNode extends UploadNode {
  override decorate(): ReactNode {
    const { relationTo, value, fields } = this.__data;
    return embed({ kind: 'upload', nodeKey: this.getKey(), relationTo, value, fields });
  }
}

/** A horizontal rule that shows when it is selected. */
export class EditorHorizontalRuleNode extends HorizontalRuleNode {
  override decorate(): ReactNode {
    return embed({ kind: 'horizontalrule', nodeKey: this.getKey() });
  }
}

/** A node of a type nothing knows, kept whole and shown as a chip naming its type. */
export class EditorUnknownNode extends UnknownConvertedNode {
  override decorate(): ReactNode {
    return embed({ kind: 'unknown', nodeKey: this.getKey(), nodeType: String(this.__data.nodeType) });
  }
}

const replacements = new Map<LexicalNodeConfig, LexicalNodeConfig>([
  [BlockNode, EditorBlockNode],
  [InlineBlockNode, EditorInlineBlockNode],
  [RelationshipNode, EditorRelationshipNode],
  [UploadNode, EditorUploadNode],
  [HorizontalRuleNode, EditorHorizontalRuleNode],
  [UnknownConvertedNode, EditorUnknownNode],
]);

/**
 * Every node kind the server stores, with the admin's decorator classes in place of the base ones. All of them
 * are registered whatever the field enables, so a document saved under an older config still opens; what can
 * be inserted is decided by the toolbar and the slash menu.
 */
export const editorNodes: LexicalNodeConfig[] = allNodes.map((node) => replacements.get(node) ?? node);

/** A new block (a new id, an empty name unless given), like the server's `$createBlockNode`. */
export function $createEditorBlockNode(fields: NewBlockFields): EditorBlockNode {
  const { id = newNodeID(), blockName = '', ...rest } = structuredClone(fields);
  return $applyNodeReplacement(new EditorBlockNode({ ...rest, id, blockName }, ''));
}

/** A new inline block with a new id. */
export function $createEditorInlineBlockNode(fields: NewInlineBlockFields): EditorInlineBlockNode {
  const { id = newNodeID(), ...rest } = structuredClone(fields);
  return $applyNodeReplacement(new EditorInlineBlockNode({ ...rest, id }));
}

/** A new relationship node. */
export function $createEditorRelationshipNode(relationTo: string, value: RelationshipValue): EditorRelationshipNode {
  return $applyNodeReplacement(new EditorRelationshipNode({ relationTo, value, format: '' }));
}

/** A new upload node (a new node id, no extra fields yet). */
export function $createEditorUploadNode(relationTo: string, value: UploadValue): EditorUploadNode {
  return $applyNodeReplacement(new EditorUploadNode({ id: newNodeID(), relationTo, value, fields: {}, format: '' }));
}

/** A new horizontal rule. */
export function $createEditorHorizontalRuleNode(): EditorHorizontalRuleNode {
  return $applyNodeReplacement(new EditorHorizontalRuleNode());
}

/** A new link holding `fields` (the package's LinkNode is registered as it is). */
export function $createEditorLinkNode(fields: LinkFields): LinkNode {
  return $applyNodeReplacement(new LinkNode(structuredClone(fields)));
}
