import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Tabelle einfügen',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Spalten: {{columns}}, Zeilen: {{rows}}',
  cellMenu: 'Zellenoptionen',
  rowsAndColumns: 'Zeilen und Spalten',
  cells: 'Zellen',
  merge: 'Zellen verbinden',
  split: 'Zelle teilen',
  color: 'Hintergrundfarbe',
  color_none: 'Keine Farbe',
  color_gray: 'Grau',
  color_red: 'Rot',
  color_orange: 'Orange',
  color_yellow: 'Gelb',
  color_green: 'Grün',
  color_teal: 'Petrol',
  color_blue: 'Blau',
  color_purple: 'Lila',
  color_pink: 'Rosa',
  headers: 'Kopfzellen',
  headerRow: 'Kopfzeile',
  headerColumn: 'Kopfspalte',
  remove: 'Löschen',
};
