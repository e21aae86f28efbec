import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Вставити таблицю',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Стовпці: {{columns}}, рядки: {{rows}}',
  cellMenu: 'Параметри клітинки',
  rowsAndColumns: 'Рядки і стовпці',
  cells: 'Клітинки',
  merge: 'Об’єднати клітинки',
  split: 'Розділити клітинку',
  color: 'Колір тла',
  color_none: 'Без кольору',
  color_gray: 'Сірий',
  color_red: 'Червоний',
  color_orange: 'Помаранчевий',
  color_yellow: 'Жовтий',
  color_green: 'Зелений',
  color_teal: 'Бірюзовий',
  color_blue: 'Синій',
  color_purple: 'Фіолетовий',
  color_pink: 'Рожевий',
  headers: 'Заголовки',
  headerRow: 'Рядок заголовків',
  headerColumn: 'Стовпець заголовків',
  remove: 'Видалити',
};
