import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Mutare: {{name}}',
  instructions:
    'Pentru a muta această parte a textului, apăsați Spațiu sau Enter pe mâner, deplasați-o cu săgețile sus și jos, apoi apăsați Spațiu sau Enter pentru a o plasa ori Esc pentru a anula.',
  pickedUp: 'Ați preluat: {{name}}, poziția {{position}} din {{count}}.',
  over: 'Noua poziție: {{position}} din {{count}}.',
  dropped: 'Plasat pe poziția {{position}} din {{count}}.',
  cancelled: 'Mutarea a fost anulată; nu s-a schimbat nimic.',
};
