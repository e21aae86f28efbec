/*
 * Table cell: `headerState` (0 none, 1 row, 2 column, 3 both), `colSpan`, `rowSpan`, `width`, `backgroundColor` (`type: 'tablecell'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * `colSpan`, `rowSpan` (default 1) and `backgroundColor` (default null) are always written, `width` only when set.
 */

/** The serialized (stored) form of {@link TableCellNode}. */
export type { SerializedTableCellNode } from '@lexical/table';
/** Table cell: `headerState` (0 none, 1 row, 2 column, 3 both), `colSpan`, `rowSpan`, `width`, `backgroundColor` (`type: 'tablecell'`). */
export { $createTableCellNode, $isTableCellNode, TableCellNode } from '@lexical/table';

/** Version of the stored `tablecell` node. */
export const version = 1;
