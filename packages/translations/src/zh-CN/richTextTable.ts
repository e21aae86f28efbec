import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: '插入表格',
  size: '{{columns}} × {{rows}}',
  sizeLabel: '列数：{{columns}}，行数：{{rows}}',
  cellMenu: '单元格选项',
  rowsAndColumns: '行和列',
  cells: '单元格',
  merge: '合并单元格',
  split: '拆分单元格',
  color: '背景颜色',
  color_none: '无颜色',
  color_gray: '灰色',
  color_red: '红色',
  color_orange: '橙色',
  color_yellow: '黄色',
  color_green: '绿色',
  color_teal: '青色',
  color_blue: '蓝色',
  color_purple: '紫色',
  color_pink: '粉色',
  headers: '标题',
  headerRow: '标题行',
  headerColumn: '标题列',
  remove: '删除',
};
