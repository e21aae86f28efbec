/** English: moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag = {
  handle: 'Move {{name}}',
  instructions:
    'To move this part of the text, press Space or Enter on its handle, move it with the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
  pickedUp: 'Picked up: {{name}}, position {{position}} of {{count}}.',
  over: 'It will go to position {{position}} of {{count}}.',
  dropped: 'Dropped at position {{position}} of {{count}}.',
  cancelled: 'Moving was cancelled; nothing changed.',
} as const;
