import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'הוספת טבלה',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'עמודות: {{columns}}, שורות: {{rows}}',
  cellMenu: 'אפשרויות התא',
  rowsAndColumns: 'שורות ועמודות',
  cells: 'תאים',
  merge: 'מיזוג תאים',
  split: 'פיצול התא',
  color: 'צבע רקע',
  color_none: 'ללא צבע',
  color_gray: 'אפור',
  color_red: 'אדום',
  color_orange: 'כתום',
  color_yellow: 'צהוב',
  color_green: 'ירוק',
  color_teal: 'טורקיז',
  color_blue: 'כחול',
  color_purple: 'סגול',
  color_pink: 'ורוד',
  headers: 'כותרות',
  headerRow: 'שורת כותרת',
  headerColumn: 'עמודת כותרת',
  remove: 'מחיקה',
};
