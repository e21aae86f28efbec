/*
 * Table row: holds cells, with an optional `height` (`type: 'tablerow'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * `height` is written only when set.
 */

/** The serialized (stored) form of {@link TableRowNode}. */
export type { SerializedTableRowNode } from '@lexical/table';
/** Table row: holds cells, with an optional `height` (`type: 'tablerow'`). */
export { $createTableRowNode, $isTableRowNode, TableRowNode } from '@lexical/table';

/** Version of the stored `tablerow` node. */
export const version = 1;
