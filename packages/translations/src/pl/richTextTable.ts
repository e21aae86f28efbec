import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Wstaw tabelę',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Kolumny: {{columns}}, wiersze: {{rows}}',
  cellMenu: 'Opcje komórki',
  rowsAndColumns: 'Wiersze i kolumny',
  cells: 'Komórki',
  merge: 'Scal komórki',
  split: 'Podziel komórkę',
  color: 'Kolor tła',
  color_none: 'Bez koloru',
  color_gray: 'Szary',
  color_red: 'Czerwony',
  color_orange: 'Pomarańczowy',
  color_yellow: 'Żółty',
  color_green: 'Zielony',
  color_teal: 'Morski',
  color_blue: 'Niebieski',
  color_purple: 'Fioletowy',
  color_pink: 'Różowy',
  headers: 'Nagłówki',
  headerRow: 'Wiersz nagłówka',
  headerColumn: 'Kolumna nagłówka',
  remove: 'Usuń',
};
