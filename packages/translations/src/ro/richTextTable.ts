import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Inserare tabel',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Coloane: {{columns}}, rânduri: {{rows}}',
  cellMenu: 'Opțiuni celulă',
  rowsAndColumns: 'Rânduri și coloane',
  cells: 'Celule',
  merge: 'Îmbinare celule',
  split: 'Scindare celulă',
  color: 'Culoare de fundal',
  color_none: 'Fără culoare',
  color_gray: 'Gri',
  color_red: 'Roșu',
  color_orange: 'Portocaliu',
  color_yellow: 'Galben',
  color_green: 'Verde',
  color_teal: 'Verde-albăstrui',
  color_blue: 'Albastru',
  color_purple: 'Mov',
  color_pink: 'Roz',
  headers: 'Antete',
  headerRow: 'Rând de antet',
  headerColumn: 'Coloană de antet',
  remove: 'Ștergere',
};
