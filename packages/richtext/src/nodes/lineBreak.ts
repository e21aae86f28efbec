/*
 * Line break inside a block (`type: 'linebreak'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 */

/** The serialized (stored) form of {@link LineBreakNode}. */
export type { SerializedLineBreakNode } from 'lexical';
/** Line break inside a block (`type: 'linebreak'`). */
export { $createLineBreakNode, $isLineBreakNode, LineBreakNode } from 'lexical';

/** Version of the stored `linebreak` node. */
export const version = 1;
