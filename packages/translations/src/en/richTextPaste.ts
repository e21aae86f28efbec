/** English: pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste = {};
