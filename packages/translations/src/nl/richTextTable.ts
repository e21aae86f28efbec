import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {};
