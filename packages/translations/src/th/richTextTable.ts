import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'แทรกตาราง',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'คอลัมน์: {{columns}}, แถว: {{rows}}',
  cellMenu: 'ตัวเลือกเซลล์',
  rowsAndColumns: 'แถวและคอลัมน์',
  cells: 'เซลล์',
  merge: 'ผสานเซลล์',
  split: 'แยกเซลล์',
  color: 'สีพื้นหลัง',
  color_none: 'ไม่มีสี',
  color_gray: 'สีเทา',
  color_red: 'สีแดง',
  color_orange: 'สีส้ม',
  color_yellow: 'สีเหลือง',
  color_green: 'สีเขียว',
  color_teal: 'สีเขียวอมฟ้า',
  color_blue: 'สีน้ำเงิน',
  color_purple: 'สีม่วง',
  color_pink: 'สีชมพู',
  headers: 'ส่วนหัว',
  headerRow: 'แถวหัวตาราง',
  headerColumn: 'คอลัมน์หัวตาราง',
  remove: 'ลบ',
};
