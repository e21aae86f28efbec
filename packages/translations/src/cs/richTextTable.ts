import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Vložit tabulku',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Sloupce: {{columns}}, řádky: {{rows}}',
  cellMenu: 'Možnosti buňky',
  rowsAndColumns: 'Řádky a sloupce',
  cells: 'Buňky',
  merge: 'Sloučit buňky',
  split: 'Rozdělit buňku',
  color: 'Barva pozadí',
  color_none: 'Bez barvy',
  color_gray: 'Šedá',
  color_red: 'Červená',
  color_orange: 'Oranžová',
  color_yellow: 'Žlutá',
  color_green: 'Zelená',
  color_teal: 'Modrozelená',
  color_blue: 'Modrá',
  color_purple: 'Fialová',
  color_pink: 'Růžová',
  headers: 'Záhlaví',
  headerRow: 'Řádek záhlaví',
  headerColumn: 'Sloupec záhlaví',
  remove: 'Smazat',
};
