import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Presunúť: {{name}}',
  instructions:
    'Túto časť textu presuniete tak, že na úchyte stlačíte medzerník alebo Enter, posuniete ju šípkami nahor a nadol a potom ju medzerníkom alebo Enterom pustíte; klávesom Escape presun zrušíte.',
  pickedUp: 'Zdvihnuté: {{name}}, pozícia {{position}} z {{count}}.',
  over: 'Presunie sa na pozíciu {{position}} z {{count}}.',
  dropped: 'Pustené na pozíciu {{position}} z {{count}}.',
  cancelled: 'Presun bol zrušený; nič sa nezmenilo.',
};
