/** English: moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag = {};
