import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Tabel invoegen',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Kolommen: {{columns}}, rijen: {{rows}}',
  cellMenu: 'Celopties',
  rowsAndColumns: 'Rijen en kolommen',
  cells: 'Cellen',
  merge: 'Cellen samenvoegen',
  split: 'Cel splitsen',
  color: 'Achtergrondkleur',
  color_none: 'Geen kleur',
  color_gray: 'Grijs',
  color_red: 'Rood',
  color_orange: 'Oranje',
  color_yellow: 'Geel',
  color_green: 'Groen',
  color_teal: 'Blauwgroen',
  color_blue: 'Blauw',
  color_purple: 'Paars',
  color_pink: 'Roze',
  headers: 'Koppen',
  headerRow: 'Koprij',
  headerColumn: 'Kopkolom',
  remove: 'Verwijderen',
};
