import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {};
