/*
 * Quote: a block quotation (`type: 'quote'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * Like every element but the paragraph, it writes `textFormat`/`textStyle` only when non-default and the
 * element has no text child.
 */

/** The serialized (stored) form of {@link QuoteNode}. */
export type { SerializedQuoteNode } from '@lexical/rich-text';
/** Quote: a block quotation (`type: 'quote'`). */
export { $createQuoteNode, $isQuoteNode, QuoteNode } from '@lexical/rich-text';

/** Version of the stored `quote` node. */
export const version = 1;
