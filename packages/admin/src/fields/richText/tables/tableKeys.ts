import {
  $computeTableMapSkipCellCheck,
  $findCellNode,
  $findTableNode,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableRowNode,
  $isTableSelection,
  type TableCellNode,
} from '@lexical/table';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  KEY_DOWN_COMMAND,
  KEY_TAB_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { OPEN_CELL_MENU_COMMAND } from './tableActions.ts';

/**
 * The table's keys. Tab moves to the next cell in reading order and, in the last cell, adds a row and moves into
 * it; Shift+Tab moves back and stays in the first cell. Shift+F10 or the context-menu key open the cell menu
 * (the usual keys for a context menu). Arrow keys are Lexical's (TablePlugin): they move between cells and
 * leave the table at its edges, which is how the keyboard leaves a table (Tab no longer does).
 *
 * Lexical's own Tab handler (`hasTabHandler`) stays off: in the last cell it leaves the table instead of adding a
 * row.
 */
export function registerTableKeys(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerCommand(
      KEY_TAB_COMMAND,
      (event) => {
        const cell = $selectionCell();
        if (!cell) return false;
        event.preventDefault();
        $moveByTab(cell, event.shiftKey ? -1 : 1);
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerCommand(
      KEY_DOWN_COMMAND,
      (event) => {
        const isMenuKey = event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);
        if (!isMenuKey || !$selectionCell()) return false;
        event.preventDefault();
        editor.dispatchCommand(OPEN_CELL_MENU_COMMAND, undefined);
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
  );
}

/** The cell the selection's focus is in, if any. */
function $selectionCell(): TableCellNode | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) && !$isTableSelection(selection)) return null;
  return $findCellNode(selection.focus.getNode());
}

/** Moves the caret `step` cells on in reading order (merged cells once); past the last cell, adds a row. */
function $moveByTab(cell: TableCellNode, step: 1 | -1): void {
  const table = $findTableNode(cell);
  if (!table) return;
  const [map] = $computeTableMapSkipCellCheck(table, null, null);
  const order: TableCellNode[] = [];
  for (const line of map) {
    for (const entry of line) if (entry && !order.some((c) => c.is(entry.cell))) order.push(entry.cell);
  }
  const index = order.findIndex((c) => c.is(cell));
  const target = order[index + step];
  if (target) {
    target.selectEnd();
    return;
  }
  if (step === -1) {
    cell.selectStart();
    return;
  }
  cell.selectEnd();
  $insertTableRowAtSelection(true);
  const row = table.getLastChild();
  const first = $isTableRowNode(row) ? row.getFirstChild() : null;
  if ($isTableCellNode(first)) first.selectStart();
}
