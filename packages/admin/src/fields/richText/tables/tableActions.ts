/*
 * What the table's menus, keys and resize handles do, as `$` functions (run them inside `editor.update`). The
 * cell menu and the toolbar's table menu call the same ones, so both change a table the same way.
 */

import {
  $computeTableMapSkipCellCheck,
  $createTableNodeWithDimensions,
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $findCellNode,
  $findTableNode,
  $getTableRowIndexFromTableCellNode,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableRowNode,
  $isTableSelection,
  $mergeCells,
  $setTableColumnIsHeader,
  $setTableRowIsHeader,
  $unmergeCellNode,
  TableCellHeaderStates,
  type TableCellNode,
  type TableNode,
} from '@lexical/table';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import {
  $createParagraphNode,
  $getPreviousSelection,
  $getSelection,
  $isParagraphNode,
  $isRangeSelection,
  createCommand,
  type LexicalCommand,
} from 'lexical';

/** Opens the size picker; `anchor` is the box it opens next to (the caret's, or the menu button's). */
export const OPEN_TABLE_PICKER_COMMAND: LexicalCommand<{ anchor: DOMRect | null }> = createCommand('OPEN_TABLE_PICKER_COMMAND');

/** Opens the menu of the cell holding the caret (Shift+F10 or the context-menu key in a cell). */
export const OPEN_CELL_MENU_COMMAND: LexicalCommand<void> = createCommand('OPEN_CELL_MENU_COMMAND');

/** The largest table the picker offers (a bigger one grows with Tab and the cell menu). */
export const pickerSize = { rows: 8, columns: 8 };

/**
 * Inserts a table of `rows` × `columns` with a header row where the caret is (in place of an empty paragraph,
 * with a paragraph after it to write on), and puts the caret in its first cell. Tables do not nest: inside a
 * cell this does nothing.
 */
export function $insertTable(rows: number, columns: number): TableNode | null {
  const selection = $getSelection() ?? $getPreviousSelection();
  const anchor = $isRangeSelection(selection) ? selection.anchor.getNode() : null;
  if (anchor && $findCellNode(anchor)) return null;
  const table = $createTableNodeWithDimensions(rows, columns, { rows: true, columns: false });
  const block = anchor?.getTopLevelElement();
  if ($isParagraphNode(block) && block.isEmpty()) {
    block.replace(table);
    if (!table.getNextSibling()) table.insertAfter($createParagraphNode());
  } else $insertNodeToNearestRoot(table);
  // The cell's empty text node is dropped when the update is normalized: select its paragraph instead.
  table.getFirstDescendant()?.getParentOrThrow().selectStart();
  return table;
}

/** The cell holding the caret (or a cell selection's anchor), its table, and the cells the selection covers. */
export function $selectedCells(): { cell: TableCellNode; table: TableNode; cells: TableCellNode[] } | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) && !$isTableSelection(selection)) return null;
  const cell = $findCellNode(selection.anchor.getNode());
  const table = cell && $findTableNode(cell);
  if (!cell || !table) return null;
  const cells = $isTableSelection(selection) ? selection.getNodes().filter($isTableCellNode) : [cell];
  return { cell, table, cells };
}

/** What the cell menu can offer for the current selection (inside `editorState.read`). */
export type CellMenuState = {
  canMerge: boolean;
  canSplit: boolean;
  isHeaderRow: boolean;
  isHeaderColumn: boolean;
  backgroundColor: string | null;
};

/** The state of the cell menu's toggles for the current selection, or null outside a table. */
export function $cellMenuState(): CellMenuState | null {
  const found = $selectedCells();
  if (!found) return null;
  const { cell, table, cells } = found;
  const { row, column } = $cellPosition(table, cell);
  return {
    canMerge: cells.length > 1,
    canSplit: cells.length === 1 && (cell.getColSpan() > 1 || cell.getRowSpan() > 1),
    isHeaderRow: $lineCells(table, 'row', row).every((c) => (c.getHeaderStyles() & TableCellHeaderStates.ROW) !== 0),
    isHeaderColumn: $lineCells(table, 'column', column).every((c) => (c.getHeaderStyles() & TableCellHeaderStates.COLUMN) !== 0),
    backgroundColor: cell.getBackgroundColor() ?? null,
  };
}

/** The actions of the cell menu that take no value. */
export type TableAction =
  | 'rowAbove'
  | 'rowBelow'
  | 'columnBefore'
  | 'columnAfter'
  | 'deleteRow'
  | 'deleteColumn'
  | 'merge'
  | 'split'
  | 'headerRow'
  | 'headerColumn'
  | 'deleteTable';

/**
 * Runs `action` on the selection's table. Deleting the last row or column deletes the table (spec 4: a table
 * is never empty; Lexical's row and column deletion do this, and RulesPlugin catches what else empties one).
 * Lexical's row and column functions also keep `colWidths` in step with the grid.
 */
export function $runTableAction(action: TableAction): void {
  const found = $selectedCells();
  if (!found) return;
  const { cell, table, cells } = found;
  switch (action) {
    case 'rowAbove':
    case 'rowBelow':
      $insertTableRowAtSelection(action === 'rowBelow');
      break;
    case 'columnBefore':
    case 'columnAfter':
      $insertTableColumnAtSelection(action === 'columnAfter');
      break;
    case 'deleteRow':
      $deleteTableRowAtSelection();
      break;
    case 'deleteColumn':
      $deleteTableColumnAtSelection();
      break;
    case 'merge': {
      const merged = $mergeCells(cells);
      merged?.selectEnd();
      break;
    }
    case 'split':
      $unmergeCellNode(cell);
      break;
    case 'headerRow': {
      const { row } = $cellPosition(table, cell);
      const isHeader = $lineCells(table, 'row', row).every((c) => (c.getHeaderStyles() & TableCellHeaderStates.ROW) !== 0);
      $setTableRowIsHeader(table, row, !isHeader);
      break;
    }
    case 'headerColumn': {
      const { column } = $cellPosition(table, cell);
      const isHeader = $lineCells(table, 'column', column).every(
        (c) => (c.getHeaderStyles() & TableCellHeaderStates.COLUMN) !== 0,
      );
      $setTableColumnIsHeader(table, column, !isHeader);
      break;
    }
    case 'deleteTable':
      table.selectPrevious();
      table.remove();
      break;
  }
}

/** Paints the selected cells with `color` (a palette colour), or clears their colour with null. */
export function $setCellBackground(color: string | null): void {
  const found = $selectedCells();
  if (!found) return;
  for (const cell of found.cells) cell.setBackgroundColor(color);
}

/**
 * Sets the width of column `column` (in CSS pixels): the table's `colWidths` lay the editor's table out, and the
 * width of each cell starting in that column is what the HTML export writes (spec 9: 75 px when none is stored).
 */
export function $setColumnWidth(table: TableNode, column: number, width: number, measured: number[]): void {
  const widths = [...(table.getColWidths() ?? measured)];
  widths[column] = width;
  table.setColWidths(widths);
  const [map] = $computeTableMapSkipCellCheck(table, null, null);
  const seen = new Set<TableCellNode>();
  for (const line of map) {
    const entry = line[column];
    if (!entry || seen.has(entry.cell)) continue;
    seen.add(entry.cell);
    if (entry.startColumn === column && entry.cell.getColSpan() === 1) entry.cell.setWidth(width);
  }
}

/** Sets the height of row `row` (in CSS pixels). */
export function $setRowHeight(table: TableNode, row: number, height: number): void {
  const node = table.getChildAtIndex(row);
  if ($isTableRowNode(node)) node.setHeight(height);
}

/** Where `cell` starts in its table's grid (merged cells counted). */
export function $cellPosition(table: TableNode, cell: TableCellNode): { row: number; column: number } {
  const [map] = $computeTableMapSkipCellCheck(table, null, null);
  for (const line of map) {
    for (const entry of line) if (entry?.cell.is(cell)) return { row: entry.startRow, column: entry.startColumn };
  }
  return { row: $getTableRowIndexFromTableCellNode(cell), column: 0 };
}

/** The cells of one row or one column of the grid (a merged cell once). */
function $lineCells(table: TableNode, kind: 'row' | 'column', index: number): TableCellNode[] {
  const [map] = $computeTableMapSkipCellCheck(table, null, null);
  const entries = kind === 'row' ? (map[index] ?? []) : map.map((line) => line[index]);
  return [...new Set(entries.filter(Boolean).map((entry) => entry.cell))];
}
