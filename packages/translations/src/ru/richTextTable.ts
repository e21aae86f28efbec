import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Вставить таблицу',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Столбцы: {{columns}}, строки: {{rows}}',
  cellMenu: 'Параметры ячейки',
  rowsAndColumns: 'Строки и столбцы',
  cells: 'Ячейки',
  merge: 'Объединить ячейки',
  split: 'Разделить ячейку',
  color: 'Цвет фона',
  color_none: 'Без цвета',
  color_gray: 'Серый',
  color_red: 'Красный',
  color_orange: 'Оранжевый',
  color_yellow: 'Жёлтый',
  color_green: 'Зелёный',
  color_teal: 'Бирюзовый',
  color_blue: 'Синий',
  color_purple: 'Фиолетовый',
  color_pink: 'Розовый',
  headers: 'Заголовки',
  headerRow: 'Строка заголовков',
  headerColumn: 'Столбец заголовков',
  remove: 'Удалить',
};
