import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Flytta {{name}}',
  instructions:
    'Om du vill flytta den här delen av texten trycker du på blanksteg eller Enter på handtaget, flyttar den med uppåt- och nedåtpilarna och trycker sedan på blanksteg eller Enter för att släppa den, eller på Escape för att avbryta.',
  pickedUp: 'Upplockad: {{name}}, position {{position}} av {{count}}.',
  over: 'Ny position: {{position}} av {{count}}.',
  dropped: 'Släppt på position {{position}} av {{count}}.',
  cancelled: 'Flytten avbröts; inget ändrades.',
};
