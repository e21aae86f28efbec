import type { TextFormatName } from '@atrium/richtext/client';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, HeadingNode } from '@lexical/rich-text';
import { $isTableRowNode, TableNode, TableRowNode } from '@lexical/table';
import { mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isDecoratorNode,
  $isNodeSelection,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_BACKSPACE_COMMAND,
  KEY_DELETE_COMMAND,
  TextNode,
} from 'lexical';
import { useEffect } from 'react';
import { useRichText } from '../EditorContext.tsx';

const formatBits: Record<TextFormatName, number> = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
};

/**
 * Keeps the content within what the field allows, whatever the input (shortcuts, paste): text formats it does
 * not enable are refused and stripped, headings of sizes it does not enable become the nearest allowed size
 * (or paragraphs), and a table is never left without rows or a row without cells (spec 4). Also removes a
 * selected embedded node on Delete or Backspace (spec 4).
 */
export function RulesPlugin() {
  const [editor] = useLexicalComposerContext();
  const { features } = useRichText();

  useEffect(() => {
    const allowedMask = features.formats.reduce((mask, name) => mask | formatBits[name], 0);
    const sizes = features.has('heading') ? features.headingSizes : [];
    const removeSelected = (event: KeyboardEvent) => {
      const selection = $getSelection();
      if (!$isNodeSelection(selection)) return false;
      const nodes = selection.getNodes().filter($isDecoratorNode);
      if (nodes.length === 0) return false;
      event.preventDefault();
      const last = nodes[nodes.length - 1];
      const after = last.getNextSibling() ?? last.getPreviousSibling();
      for (const node of nodes) node.remove();
      if (after) after.selectStart();
      const root = $getRoot();
      if (root.getChildrenSize() === 0) root.append($createParagraphNode()).selectStart();
      return true;
    };
    return mergeRegister(
      editor.registerCommand(
        FORMAT_TEXT_COMMAND,
        (format) => !features.hasFormat(format as TextFormatName),
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerNodeTransform(TextNode, (node) => {
        const format = node.getFormat();
        if ((format & ~allowedMask) !== 0) node.setFormat(format & allowedMask);
      }),
      editor.registerNodeTransform(HeadingNode, (node) => {
        const tag = node.getTag();
        if (sizes.includes(tag)) return;
        const nearest = sizes.find((size) => size >= tag) ?? sizes[sizes.length - 1];
        const replacement = nearest ? $createHeadingNode(nearest) : $createParagraphNode();
        node.replace(replacement, true);
      }),
      editor.registerNodeTransform(TableNode, (table) => {
        if (table.getChildren().filter($isTableRowNode).length === 0) table.remove();
      }),
      editor.registerNodeTransform(TableRowNode, (row) => {
        if (row.getChildrenSize() === 0) row.remove();
      }),
      editor.registerCommand(KEY_DELETE_COMMAND, removeSelected, COMMAND_PRIORITY_LOW),
      editor.registerCommand(KEY_BACKSPACE_COMMAND, removeSelected, COMMAND_PRIORITY_LOW),
    );
  }, [editor, features]);

  return null;
}
