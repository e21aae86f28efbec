import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Inserisci una tabella',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Colonne: {{columns}}, righe: {{rows}}',
  cellMenu: 'Opzioni della cella',
  rowsAndColumns: 'Righe e colonne',
  cells: 'Celle',
  merge: 'Unisci celle',
  split: 'Dividi cella',
  color: 'Colore di sfondo',
  color_none: 'Nessun colore',
  color_gray: 'Grigio',
  color_red: 'Rosso',
  color_orange: 'Arancione',
  color_yellow: 'Giallo',
  color_green: 'Verde',
  color_teal: 'Verde acqua',
  color_blue: 'Blu',
  color_purple: 'Viola',
  color_pink: 'Rosa',
  headers: 'Intestazioni',
  headerRow: 'Riga di intestazione',
  headerColumn: 'Colonna di intestazione',
  remove: 'Elimina',
};
