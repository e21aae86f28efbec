import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $computeTableMapSkipCellCheck, $findTableNode, $isTableCellNode, $isTableNode } from '@lexical/table';
import { $getNearestNodeFromDOMNode, $getNodeByKey } from 'lexical';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { $setColumnWidth, $setRowHeight } from './tableActions.ts';

/** Narrowest column and lowest row a drag can make (a cell keeps room for a word and the caret). */
const minWidth = 48;
const minHeight = 32;
/** How close to a cell's edge (px) the pointer picks the edge up. */
const edgeZone = 5;

/** An edge under the pointer: which table, column or row it ends, and where it is drawn (in the body's box). */
type Edge = {
  kind: 'column' | 'row';
  tableKey: string;
  index: number;
  /** The column's width or the row's height when the drag starts. */
  size: number;
  /** Every column's width as laid out, for a table that stores none yet. */
  measured: number[];
  isRTL: boolean;
  box: { top: number; left: number; width: number; height: number };
};

/**
 * Drag handles on the cells' edges: the inline-end edge of a cell sets its column's width (`colWidths` and the
 * cells' `width`), the bottom edge its row's height. A guide line follows the pointer; the new size is stored on
 * release, as one undo step. Pointer only: the sizes are layout, and the content reads the same at any width.
 */
export function TableResizer() {
  const [editor] = useLexicalComposerContext();
  const [edge, setEdge] = useState<Edge | null>(null);
  const [drag, setDrag] = useState<{ start: number; delta: number } | null>(null);
  const dragging = useRef(false);
  const body = editor.getRootElement()?.parentElement ?? null;

  useEffect(() => {
    const root = editor.getRootElement();
    if (!root) return;
    const handlePointerMove = (event: PointerEvent) => {
      if (dragging.current || !editor.isEditable()) return;
      setEdge(findEdge(editor, event));
    };
    const handlePointerLeave = () => {
      if (!dragging.current) setEdge(null);
    };
    root.addEventListener('pointermove', handlePointerMove);
    root.parentElement?.addEventListener('pointerleave', handlePointerLeave);
    return () => {
      root.removeEventListener('pointermove', handlePointerMove);
      root.parentElement?.removeEventListener('pointerleave', handlePointerLeave);
    };
  }, [editor]);

  if (!edge || !body) return null;
  const isColumn = edge.kind === 'column';
  const at = (event: ReactPointerEvent) => (isColumn ? event.clientX : event.clientY);

  const handlePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = true;
    setDrag({ start: at(event), delta: 0 });
  };
  const handlePointerMove = (event: ReactPointerEvent) => {
    if (drag) setDrag({ ...drag, delta: at(event) - drag.start });
  };
  const handlePointerUp = () => {
    if (!drag) return;
    dragging.current = false;
    setDrag(null);
    setEdge(null);
    const delta = isColumn && edge.isRTL ? -drag.delta : drag.delta;
    const size = Math.round(Math.max(isColumn ? minWidth : minHeight, edge.size + delta));
    if (size === Math.round(edge.size)) return;
    editor.update(() => {
      const table = $getNodeByKey(edge.tableKey);
      if (!$isTableNode(table)) return;
      if (isColumn) $setColumnWidth(table, edge.index, size, edge.measured);
      else $setRowHeight(table, edge.index, size);
    });
  };

  const offset = drag?.delta ?? 0;
  const { box } = edge;
  const style = isColumn
    ? { top: box.top, left: box.left + offset, width: box.width, height: box.height }
    : { top: box.top + offset, left: box.left, width: box.width, height: box.height };
  return createPortal(
    <div
      className={`rt-table-resizer rt-table-resizer--${edge.kind}${drag ? ' rt-table-resizer--dragging' : ''}`}
      style={style}
      aria-hidden="true"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => {
        dragging.current = false;
        setDrag(null);
      }}
    />,
    body,
  );
}

/** The cell edge within reach of the pointer, if any. */
function findEdge(editor: ReturnType<typeof useLexicalComposerContext>[0], event: PointerEvent): Edge | null {
  const target = event.target instanceof Element ? event.target.closest('td, th') : null;
  const container = editor.getRootElement()?.parentElement;
  if (!(target instanceof HTMLTableCellElement) || !container) return null;
  const cellBox = target.getBoundingClientRect();
  const tableElement = target.closest('table');
  if (!tableElement) return null;
  const tableBox = tableElement.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  const isRTL = getComputedStyle(target).direction === 'rtl';
  const endX = isRTL ? cellBox.left : cellBox.right;
  const nearColumnEdge = Math.abs(event.clientX - endX) <= edgeZone;
  const nearRowEdge = Math.abs(event.clientY - cellBox.bottom) <= edgeZone;
  if (!nearColumnEdge && !nearRowEdge) return null;

  // `editor.read`: finding a node from the DOM needs the editor, not only its state.
  return editor.read(() => {
    const cell = $getNearestNodeFromDOMNode(target);
    const table = $isTableCellNode(cell) ? $findTableNode(cell) : null;
    if (!$isTableCellNode(cell) || !table) return null;
    const [map] = $computeTableMapSkipCellCheck(table, null, null);
    let start: { row: number; column: number } | null = null;
    for (const line of map) {
      for (const entry of line) if (!start && entry?.cell.is(cell)) start = { row: entry.startRow, column: entry.startColumn };
    }
    if (!start) return null;
    if (nearColumnEdge) {
      const index = start.column + cell.getColSpan() - 1;
      const measured = (map[0] ?? []).map((_, column) => {
        const single = map.find((line) => line[column]?.cell.getColSpan() === 1)?.[column]?.cell;
        const element = single && editor.getElementByKey(single.getKey());
        return element ? Math.round(element.getBoundingClientRect().width) : 75;
      });
      return {
        kind: 'column',
        tableKey: table.getKey(),
        index,
        size: table.getColWidths()?.[index] ?? measured[index],
        measured,
        isRTL,
        box: { top: tableBox.top - frame.top, left: endX - frame.left - 3, width: 6, height: tableBox.height },
      };
    }
    const index = start.row + cell.getRowSpan() - 1;
    const rowElement = tableElement.rows[index];
    return {
      kind: 'row',
      tableKey: table.getKey(),
      index,
      size: rowElement?.getBoundingClientRect().height ?? cellBox.height,
      measured: [],
      isRTL,
      box: { top: cellBox.bottom - frame.top - 3, left: tableBox.left - frame.left, width: tableBox.width, height: 6 },
    };
  });
}
