import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Chèn bảng',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Cột: {{columns}}, hàng: {{rows}}',
  cellMenu: 'Tùy chọn ô',
  rowsAndColumns: 'Hàng và cột',
  cells: 'Ô',
  merge: 'Gộp ô',
  split: 'Tách ô',
  color: 'Màu nền',
  color_none: 'Không màu',
  color_gray: 'Xám',
  color_red: 'Đỏ',
  color_orange: 'Cam',
  color_yellow: 'Vàng',
  color_green: 'Xanh lá',
  color_teal: 'Xanh mòng két',
  color_blue: 'Xanh dương',
  color_purple: 'Tím',
  color_pink: 'Hồng',
  headers: 'Tiêu đề',
  headerRow: 'Hàng tiêu đề',
  headerColumn: 'Cột tiêu đề',
  remove: 'Xóa',
};
