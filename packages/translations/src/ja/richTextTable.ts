import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: '表を挿入',
  size: '{{columns}} × {{rows}}',
  sizeLabel: '列: {{columns}}、行: {{rows}}',
  cellMenu: 'セルのオプション',
  rowsAndColumns: '行と列',
  cells: 'セル',
  merge: 'セルを結合',
  split: 'セルを分割',
  color: '背景色',
  color_none: '色なし',
  color_gray: 'グレー',
  color_red: '赤',
  color_orange: 'オレンジ',
  color_yellow: '黄',
  color_green: '緑',
  color_teal: '青緑',
  color_blue: '青',
  color_purple: '紫',
  color_pink: 'ピンク',
  headers: 'ヘッダー',
  headerRow: 'ヘッダー行',
  headerColumn: 'ヘッダー列',
  remove: '削除',
};
