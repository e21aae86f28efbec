import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: '{{name}} verplaatsen',
  instructions:
    'Om dit deel van de tekst te verplaatsen, druk je op de spatiebalk of Enter op de greep, verplaats je het met de pijltoetsen omhoog en omlaag, en druk je op de spatiebalk of Enter om het neer te zetten, of op Escape om te annuleren.',
  pickedUp: 'Opgepakt: {{name}}, positie {{position}} van {{count}}.',
  over: 'Nieuwe positie: {{position}} van {{count}}.',
  dropped: 'Neergezet op positie {{position}} van {{count}}.',
  cancelled: 'Verplaatsen geannuleerd; er is niets veranderd.',
};
