/*
 * The node classes of Atrium's rich text, one module per node kind, and `allNodes`, the list to register with
 * an editor. Each module also exports the stored `version` of its node; here they are re-exported as
 * `<kind>Version`.
 */

import type { LexicalNodeConfig } from 'lexical';
import { AutoLinkNode } from './autoLink.ts';
import { BlockNode } from './block.ts';
import { HeadingNode } from './heading.ts';
import { HorizontalRuleNode } from './horizontalRule.ts';
import { InlineBlockNode } from './inlineBlock.ts';
import { LineBreakNode } from './lineBreak.ts';
import { LinkNode } from './link.ts';
import { ListNode } from './list.ts';
import { ListItemNode } from './listItem.ts';
import { ParagraphNode } from './paragraph.ts';
import { QuoteNode } from './quote.ts';
import { RelationshipNode } from './relationship.ts';
import { TabNode } from './tab.ts';
import { TableNode } from './table.ts';
import { TableCellNode } from './tableCell.ts';
import { TableRowNode } from './tableRow.ts';
import { TextNode } from './text.ts';
import { UnknownConvertedNode } from './unknownConverted.ts';
import { UploadNode } from './upload.ts';

export {
  $createAutoLinkNode,
  $isAutoLinkNode,
  AutoLinkNode,
  type SerializedAutoLinkNode,
  version as autoLinkVersion,
} from './autoLink.ts';
export {
  $createBlockNode,
  $isBlockNode,
  BlockNode,
  type NewBlockFields,
  type SerializedBlockNode,
  version as blockVersion,
} from './block.ts';
export {
  $createHeadingNode,
  $isHeadingNode,
  HeadingNode,
  type SerializedHeadingNode,
  version as headingVersion,
} from './heading.ts';
export {
  $createHorizontalRuleNode,
  $isHorizontalRuleNode,
  HorizontalRuleNode,
  type SerializedHorizontalRuleNode,
  version as horizontalRuleVersion,
} from './horizontalRule.ts';
export {
  $createInlineBlockNode,
  $isInlineBlockNode,
  type InlineBlockFields,
  InlineBlockNode,
  type NewInlineBlockFields,
  type SerializedInlineBlockNode,
  version as inlineBlockVersion,
} from './inlineBlock.ts';
export {
  $createLineBreakNode,
  $isLineBreakNode,
  LineBreakNode,
  type SerializedLineBreakNode,
  version as lineBreakVersion,
} from './lineBreak.ts';
export { $createLinkNode, $isLinkNode, LinkNode, type SerializedLinkNode, version as linkVersion } from './link.ts';
export { $createListNode, $isListNode, ListNode, type SerializedListNode, version as listVersion } from './list.ts';
export {
  $createListItemNode,
  $isListItemNode,
  ListItemNode,
  type SerializedListItemNode,
  version as listItemVersion,
} from './listItem.ts';
export {
  $createParagraphNode,
  $isParagraphNode,
  ParagraphNode,
  type SerializedParagraphNode,
  version as paragraphVersion,
} from './paragraph.ts';
export { $createQuoteNode, $isQuoteNode, QuoteNode, type SerializedQuoteNode, version as quoteVersion } from './quote.ts';
export {
  $createRelationshipNode,
  $isRelationshipNode,
  type RelationshipData,
  RelationshipNode,
  type RelationshipValue,
  type SerializedRelationshipNode,
  version as relationshipVersion,
} from './relationship.ts';
export { $createTabNode, $isTabNode, type SerializedTabNode, TabNode, version as tabVersion } from './tab.ts';
export { $createTableNode, $isTableNode, type SerializedTableNode, TableNode, version as tableVersion } from './table.ts';
export {
  $createTableCellNode,
  $isTableCellNode,
  type SerializedTableCellNode,
  TableCellNode,
  version as tableCellVersion,
} from './tableCell.ts';
export {
  $createTableRowNode,
  $isTableRowNode,
  type SerializedTableRowNode,
  TableRowNode,
  version as tableRowVersion,
} from './tableRow.ts';
export { $createTextNode, $isTextNode, type SerializedTextNode, TextNode, version as textVersion } from './text.ts';
export {
  $createUnknownConvertedNode,
  $isUnknownConvertedNode,
  type SerializedUnknownConvertedNode,
  type UnknownConvertedData,
  UnknownConvertedNode,
  version as unknownConvertedVersion,
} from './unknownConverted.ts';
export {
  $createUploadNode,
  $isUploadNode,
  type SerializedUploadNode,
  type UploadData,
  UploadNode,
  type UploadValue,
  version as uploadVersion,
} from './upload.ts';

/**
 * Every node class Atrium stores, to register with an editor (`createEditor({nodes: allNodes})`). The link
 * and autolink classes are Atrium's own, so do not register `@lexical/link`'s alongside them (same types).
 * Paragraph, text, line break and tab are registered by every Lexical editor anyway; they are listed so the
 * array names every node kind.
 */
export const allNodes: readonly LexicalNodeConfig[] = [
  ParagraphNode,
  TextNode,
  LineBreakNode,
  TabNode,
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
  TableNode,
  TableRowNode,
  TableCellNode,
  RelationshipNode,
  UploadNode,
  BlockNode,
  InlineBlockNode,
  HorizontalRuleNode,
  UnknownConvertedNode,
];
