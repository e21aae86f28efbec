import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: '插入表格',
  size: '{{columns}} × {{rows}}',
  sizeLabel: '欄數：{{columns}}，列數：{{rows}}',
  cellMenu: '儲存格選項',
  rowsAndColumns: '列與欄',
  cells: '儲存格',
  merge: '合併儲存格',
  split: '分割儲存格',
  color: '背景顏色',
  color_none: '無顏色',
  color_gray: '灰色',
  color_red: '紅色',
  color_orange: '橘色',
  color_yellow: '黃色',
  color_green: '綠色',
  color_teal: '藍綠色',
  color_blue: '藍色',
  color_purple: '紫色',
  color_pink: '粉紅色',
  headers: '標題',
  headerRow: '標題列',
  headerColumn: '標題欄',
  remove: '刪除',
};
