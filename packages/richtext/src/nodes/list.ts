/*
 * List: `listType` number/bullet/check with its `tag` ol/ul and `start` (`type: 'list'`).
 * Lexical's own node already reads and writes the stored shape, so it is used as it is.
 * `tag` follows `listType` (check and bullet lists are `ul`).
 */

/** The serialized (stored) form of {@link ListNode}. */
export type { SerializedListNode } from '@lexical/list';
/** List: `listType` number/bullet/check with its `tag` ol/ul and `start` (`type: 'list'`). */
export { $createListNode, $isListNode, ListNode } from '@lexical/list';

/** Version of the stored `list` node. */
export const version = 1;
