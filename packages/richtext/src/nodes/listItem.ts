/*
 * List item: `value`, and `checked` inside a check list (`type: 'listitem'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * In Lexical 0.52 `indent` is derived from nesting (an item of a list inside an item has indent 1), and
 * `checked` is written only inside a check list, always as a boolean there.
 */

/** The serialized (stored) form of {@link ListItemNode}. */
export type { SerializedListItemNode } from '@lexical/list';
/** List item: `value`, and `checked` inside a check list (`type: 'listitem'`). */
export { $createListItemNode, $isListItemNode, ListItemNode } from '@lexical/list';

/** Version of the stored `listitem` node. */
export const version = 1;
