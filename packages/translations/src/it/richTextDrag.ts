import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Sposta {{name}}',
  instructions:
    'Per spostare questa parte del testo, premi Spazio o Enter sulla maniglia, spostala con le frecce su e giù, poi premi Spazio o Enter per rilasciarla, oppure Esc per annullare.',
  pickedUp: 'Hai preso: {{name}}, posizione {{position}} di {{count}}.',
  over: 'Andrà in posizione {{position}} di {{count}}.',
  dropped: 'Rilasciato in posizione {{position}} di {{count}}.',
  cancelled: 'Spostamento annullato: non è cambiato nulla.',
};
