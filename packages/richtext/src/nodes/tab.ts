/*
 * Tab character, a text node fixed to `\t` (`type: 'tab'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * It is always written with `detail: 2` (unmergeable) and `mode: 'normal'`.
 */

/** The serialized (stored) form of {@link TabNode}. */
export type { SerializedTabNode } from 'lexical';
/** Tab character, a text node fixed to `\t` (`type: 'tab'`). */
export { $createTabNode, $isTabNode, TabNode } from 'lexical';

/** Version of the stored `tab` node. */
export const version = 1;
