/*
 * Horizontal rule (`type: 'horizontalrule'`, version 1): a thematic break between blocks. It has no data.
 */

import {
  $applyNodeReplacement,
  DecoratorNode,
  type EditorConfig,
  type LexicalEditor,
  type LexicalNode,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { createDecoratorDOM, type NodeDOM } from './utils.ts';

/** Version of the stored `horizontalrule` node. */
export const version = 1;

/** The serialized (stored) form of {@link HorizontalRuleNode}. */
export type SerializedHorizontalRuleNode = Spread<{ type: 'horizontalrule'; version: 1 }, SerializedLexicalNode>;

/** A thematic break between blocks. */
export class HorizontalRuleNode extends DecoratorNode<unknown> {
  override $config() {
    return this.config('horizontalrule', { extends: DecoratorNode });
  }

  override exportJSON(): SerializedHorizontalRuleNode {
    return { ...super.exportJSON(), type: 'horizontalrule', version };
  }

  override createDOM(config: EditorConfig): NodeDOM {
    return createDecoratorDOM('hr', config, 'hr');
  }

  override updateDOM(): false {
    return false;
  }

  override getTextContent(): string {
    return '\n';
  }

  /** Nothing to render on the server; an admin UI replaces the node to render it. */
  override decorate(_editor: LexicalEditor, _config: EditorConfig): unknown {
    return null;
  }

  override isInline(): false {
    return false;
  }
}

/** Creates a {@link HorizontalRuleNode}. */
export function $createHorizontalRuleNode(): HorizontalRuleNode {
  return $applyNodeReplacement(new HorizontalRuleNode());
}

/** Whether `node` is a {@link HorizontalRuleNode}. */
export function $isHorizontalRuleNode(node: LexicalNode | null | undefined): node is HorizontalRuleNode {
  return node instanceof HorizontalRuleNode;
}
