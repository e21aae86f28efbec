import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Vložiť tabuľku',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Stĺpce: {{columns}}, riadky: {{rows}}',
  cellMenu: 'Možnosti bunky',
  rowsAndColumns: 'Riadky a stĺpce',
  cells: 'Bunky',
  merge: 'Zlúčiť bunky',
  split: 'Rozdeliť bunku',
  color: 'Farba pozadia',
  color_none: 'Bez farby',
  color_gray: 'Sivá',
  color_red: 'Červená',
  color_orange: 'Oranžová',
  color_yellow: 'Žltá',
  color_green: 'Zelená',
  color_teal: 'Modrozelená',
  color_blue: 'Modrá',
  color_purple: 'Fialová',
  color_pink: 'Ružová',
  headers: 'Hlavičky',
  headerRow: 'Riadok hlavičky',
  headerColumn: 'Stĺpec hlavičky',
  remove: 'Odstrániť',
};
