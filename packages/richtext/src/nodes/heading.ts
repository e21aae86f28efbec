/*
 * Heading: a block with a `tag` h1…h6 (`type: 'heading'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * Like every element but the paragraph, it writes `textFormat`/`textStyle` only when non-default and the
 * element has no text child.
 */

/** The serialized (stored) form of {@link HeadingNode}. */
export type { SerializedHeadingNode } from '@lexical/rich-text';
/** Heading: a block with a `tag` h1…h6 (`type: 'heading'`). */
export { $createHeadingNode, $isHeadingNode, HeadingNode } from '@lexical/rich-text';

/** Version of the stored `heading` node. */
export const version = 1;
