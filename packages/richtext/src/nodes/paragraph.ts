/*
 * Paragraph: the default block holding inline content (`type: 'paragraph'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * In Lexical 0.52 a paragraph always writes `textFormat` and `textStyle`; when it has a text child they are
 * taken from its first text child (the stored values are not kept), otherwise they are the paragraph's own.
 */

/** The serialized (stored) form of {@link ParagraphNode}. */
export type { SerializedParagraphNode } from 'lexical';
/** Paragraph: the default block holding inline content (`type: 'paragraph'`). */
export { $createParagraphNode, $isParagraphNode, ParagraphNode } from 'lexical';

/** Version of the stored `paragraph` node. */
export const version = 1;
