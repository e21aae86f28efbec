import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'إدراج جدول',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'الأعمدة: {{columns}}، الصفوف: {{rows}}',
  cellMenu: 'خيارات الخلية',
  rowsAndColumns: 'الصفوف والأعمدة',
  cells: 'الخلايا',
  merge: 'دمج الخلايا',
  split: 'تقسيم الخلية',
  color: 'لون الخلفية',
  color_none: 'بلا لون',
  color_gray: 'رمادي',
  color_red: 'أحمر',
  color_orange: 'برتقالي',
  color_yellow: 'أصفر',
  color_green: 'أخضر',
  color_teal: 'فيروزي',
  color_blue: 'أزرق',
  color_purple: 'بنفسجي',
  color_pink: 'وردي',
  headers: 'الرؤوس',
  headerRow: 'صف الرأس',
  headerColumn: 'عمود الرأس',
  remove: 'حذف',
};
