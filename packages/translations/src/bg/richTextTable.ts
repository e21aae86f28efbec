import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Вмъкване на таблица',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Колони: {{columns}}, редове: {{rows}}',
  cellMenu: 'Опции за клетката',
  rowsAndColumns: 'Редове и колони',
  cells: 'Клетки',
  merge: 'Обединяване на клетките',
  split: 'Разделяне на клетката',
  color: 'Цвят на фона',
  color_none: 'Без цвят',
  color_gray: 'Сиво',
  color_red: 'Червено',
  color_orange: 'Оранжево',
  color_yellow: 'Жълто',
  color_green: 'Зелено',
  color_teal: 'Синьозелено',
  color_blue: 'Синьо',
  color_purple: 'Лилаво',
  color_pink: 'Розово',
  headers: 'Заглавия',
  headerRow: 'Заглавен ред',
  headerColumn: 'Заглавна колона',
  remove: 'Изтриване',
};
