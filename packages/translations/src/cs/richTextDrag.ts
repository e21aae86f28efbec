import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Přesunout: {{name}}',
  instructions:
    'Tuto část textu přesunete tak, že na úchytu stisknete mezerník nebo Enter, posunete ji šipkami nahoru a dolů a pak ji mezerníkem nebo Enterem pustíte; klávesou Escape přesun zrušíte.',
  pickedUp: 'Zvednuto: {{name}}, pozice {{position}} z {{count}}.',
  over: 'Přesune se na pozici {{position}} z {{count}}.',
  dropped: 'Puštěno na pozici {{position}} z {{count}}.',
  cancelled: 'Přesun byl zrušen; nic se nezměnilo.',
};
