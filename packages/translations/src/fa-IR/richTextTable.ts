import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'درج جدول',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'ستون‌ها: {{columns}}، ردیف‌ها: {{rows}}',
  cellMenu: 'گزینه‌های خانه',
  rowsAndColumns: 'ردیف‌ها و ستون‌ها',
  cells: 'خانه‌ها',
  merge: 'ادغام خانه‌ها',
  split: 'تقسیم خانه',
  color: 'رنگ پس‌زمینه',
  color_none: 'بدون رنگ',
  color_gray: 'خاکستری',
  color_red: 'قرمز',
  color_orange: 'نارنجی',
  color_yellow: 'زرد',
  color_green: 'سبز',
  color_teal: 'فیروزه‌ای',
  color_blue: 'آبی',
  color_purple: 'بنفش',
  color_pink: 'صورتی',
  headers: 'سرآیندها',
  headerRow: 'ردیف سرآیند',
  headerColumn: 'ستون سرآیند',
  remove: 'حذف',
};
