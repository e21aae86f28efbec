import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Infoga tabell',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Kolumner: {{columns}}, rader: {{rows}}',
  cellMenu: 'Cellalternativ',
  rowsAndColumns: 'Rader och kolumner',
  cells: 'Celler',
  merge: 'Sammanfoga celler',
  split: 'Dela cell',
  color: 'Bakgrundsfärg',
  color_none: 'Ingen färg',
  color_gray: 'Grå',
  color_red: 'Röd',
  color_orange: 'Orange',
  color_yellow: 'Gul',
  color_green: 'Grön',
  color_teal: 'Blågrön',
  color_blue: 'Blå',
  color_purple: 'Lila',
  color_pink: 'Rosa',
  headers: 'Rubriker',
  headerRow: 'Rubrikrad',
  headerColumn: 'Rubrikkolumn',
  remove: 'Radera',
};
