/*
 * Table: holds table rows (`type: 'table'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 */

/** The serialized (stored) form of {@link TableNode}. */
export type { SerializedTableNode } from '@lexical/table';
/** Table: holds table rows (`type: 'table'`). */
export { $createTableNode, $isTableNode, TableNode } from '@lexical/table';

/** Version of the stored `table` node. */
export const version = 1;
