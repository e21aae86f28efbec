import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Sett inn tabell',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Kolonner: {{columns}}, rader: {{rows}}',
  cellMenu: 'Cellealternativer',
  rowsAndColumns: 'Rader og kolonner',
  cells: 'Celler',
  merge: 'Slå sammen celler',
  split: 'Del celle',
  color: 'Bakgrunnsfarge',
  color_none: 'Ingen farge',
  color_gray: 'Grå',
  color_red: 'Rød',
  color_orange: 'Oransje',
  color_yellow: 'Gul',
  color_green: 'Grønn',
  color_teal: 'Blågrønn',
  color_blue: 'Blå',
  color_purple: 'Lilla',
  color_pink: 'Rosa',
  headers: 'Overskrifter',
  headerRow: 'Overskriftsrad',
  headerColumn: 'Overskriftskolonne',
  remove: 'Slett',
};
