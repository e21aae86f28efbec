import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Przenieś „{{name}}”',
  instructions:
    'Aby przenieść ten fragment tekstu, naciśnij spację lub Enter na uchwycie, przesuń go strzałkami w górę i w dół, a następnie naciśnij spację lub Enter, aby go upuścić, albo Escape, aby anulować.',
  pickedUp: 'Podniesiono: {{name}}, pozycja {{position}} z {{count}}.',
  over: 'Nowa pozycja: {{position}} z {{count}}.',
  dropped: 'Upuszczono na pozycji {{position}} z {{count}}.',
  cancelled: 'Anulowano przenoszenie; nic się nie zmieniło.',
};
