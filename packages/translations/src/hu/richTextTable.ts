import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Táblázat beszúrása',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Oszlopok: {{columns}}, sorok: {{rows}}',
  cellMenu: 'Cella beállításai',
  rowsAndColumns: 'Sorok és oszlopok',
  cells: 'Cellák',
  merge: 'Cellák egyesítése',
  split: 'Cella felosztása',
  color: 'Háttérszín',
  color_none: 'Nincs szín',
  color_gray: 'Szürke',
  color_red: 'Piros',
  color_orange: 'Narancs',
  color_yellow: 'Sárga',
  color_green: 'Zöld',
  color_teal: 'Kékeszöld',
  color_blue: 'Kék',
  color_purple: 'Lila',
  color_pink: 'Rózsaszín',
  headers: 'Fejlécek',
  headerRow: 'Fejlécsor',
  headerColumn: 'Fejlécoszlop',
  remove: 'Törlés',
};
