/*
 * What the toolbar and the slash menu do, as editor commands and `$` functions (run them inside
 * `editor.update`). Both menus call the same functions, so a heading made from either is the same node.
 */

import type { Block, DataField } from '@atrium/core/client';
import { flattenFields } from '@atrium/core/client';
import type { HeadingTag } from '@atrium/richtext/client';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  createCommand,
  type LexicalCommand,
  type LexicalEditor,
} from 'lexical';
import { $createEditorBlockNode, $createEditorHorizontalRuleNode, $createEditorInlineBlockNode } from './nodes.tsx';
import { OPEN_TABLE_PICKER_COMMAND } from './tables/tableActions.ts';

/** The block types of the toolbar's select and the slash menu. */
export type BlockType = 'paragraph' | 'quote' | HeadingTag;

/** Turns the selected blocks into paragraphs, a quote or a heading. */
export function $setBlockType(type: BlockType): void {
  const selection = $getSelection();
  if (type === 'paragraph') $setBlocksType(selection, () => $createParagraphNode());
  else if (type === 'quote') $setBlocksType(selection, () => $createQuoteNode());
  else $setBlocksType(selection, () => $createHeadingNode(type));
}

/** Inserts a horizontal rule after the current block. */
export function $insertHorizontalRule(): void {
  $insertNodeToNearestRoot($createEditorHorizontalRuleNode());
}

/** The initial values of a block's fields: each `defaultValue` that is plain data. */
export function blockDefaults(block: Block): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of flattenFields(block.fields) as DataField[]) {
    const value = (field as { defaultValue?: unknown }).defaultValue;
    if ('name' in field && value !== undefined && typeof value !== 'function') values[field.name] = structuredClone(value);
  }
  return values;
}

/** Inserts a block between paragraphs (or inside the line, for an inline block); answers its id. */
export function $insertBlock(block: Block, isInline: boolean): string {
  const fields = { ...blockDefaults(block), blockType: block.slug };
  if (isInline) {
    const node = $createEditorInlineBlockNode(fields);
    if ($isRangeSelection($getSelection())) $insertNodes([node]);
    else $insertNodeToNearestRoot($createParagraphNode().append(node));
    return node.getFields().id;
  }
  const node = $createEditorBlockNode(fields);
  $insertNodeToNearestRoot(node);
  return node.getFields().id;
}

/** Opens the table size picker (tables/TablePicker.tsx), which inserts the table. */
export function openTablePicker(editor: LexicalEditor): void {
  editor.dispatchCommand(OPEN_TABLE_PICKER_COMMAND, { anchor: null });
}

/** Opens the link dialog for the selection. */
export const OPEN_LINK_DIALOG_COMMAND: LexicalCommand<void> = createCommand('OPEN_LINK_DIALOG_COMMAND');

/** Opens the document picker to embed a relationship or an upload at the selection. */
export const OPEN_EMBED_PICKER_COMMAND: LexicalCommand<'relationship' | 'upload'> = createCommand('OPEN_EMBED_PICKER_COMMAND');

/** Inserts a block, opening its drawer. */
export const INSERT_BLOCK_COMMAND: LexicalCommand<{ slug: string; isInline: boolean }> = createCommand('INSERT_BLOCK_COMMAND');
