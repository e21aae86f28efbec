import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Insérer un tableau',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Colonnes : {{columns}}, lignes : {{rows}}',
  cellMenu: 'Options de la cellule',
  rowsAndColumns: 'Lignes et colonnes',
  cells: 'Cellules',
  merge: 'Fusionner les cellules',
  split: 'Scinder la cellule',
  color: 'Couleur de fond',
  color_none: 'Aucune couleur',
  color_gray: 'Gris',
  color_red: 'Rouge',
  color_orange: 'Orange',
  color_yellow: 'Jaune',
  color_green: 'Vert',
  color_teal: 'Bleu canard',
  color_blue: 'Bleu',
  color_purple: 'Violet',
  color_pink: 'Rose',
  headers: 'En-têtes',
  headerRow: 'Ligne d’en-tête',
  headerColumn: 'Colonne d’en-tête',
  remove: 'Supprimer',
};
