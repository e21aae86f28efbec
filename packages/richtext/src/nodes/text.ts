/*
 * Text: a run of text with a `format` bitmask, inline CSS `style`, `mode` and `detail` (`type: 'text'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * `format`, `detail`, `mode`, `style` and `text` are always written; an unknown `mode` reads as 'normal'.
 */

/** The serialized (stored) form of {@link TextNode}. */
export type { SerializedTextNode } from 'lexical';
/** Text: a run of text with a `format` bitmask, inline CSS `style`, `mode` and `detail` (`type: 'text'`). */
export { $createTextNode, $isTextNode, TextNode } from 'lexical';

/** Version of the stored `text` node. */
export const version = 1;
