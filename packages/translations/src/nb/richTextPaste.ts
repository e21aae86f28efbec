import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {};
