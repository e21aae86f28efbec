import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Umetni tablicu',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Stupci: {{columns}}, retci: {{rows}}',
  cellMenu: 'Mogućnosti ćelije',
  rowsAndColumns: 'Retci i stupci',
  cells: 'Ćelije',
  merge: 'Spoji ćelije',
  split: 'Podijeli ćeliju',
  color: 'Boja pozadine',
  color_none: 'Bez boje',
  color_gray: 'Siva',
  color_red: 'Crvena',
  color_orange: 'Narančasta',
  color_yellow: 'Žuta',
  color_green: 'Zelena',
  color_teal: 'Tirkizna',
  color_blue: 'Plava',
  color_purple: 'Ljubičasta',
  color_pink: 'Ružičasta',
  headers: 'Zaglavlja',
  headerRow: 'Redak zaglavlja',
  headerColumn: 'Stupac zaglavlja',
  remove: 'Izbriši',
};
