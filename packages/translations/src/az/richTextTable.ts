import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Cədvəl əlavə et',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Sütunlar: {{columns}}, sətirlər: {{rows}}',
  cellMenu: 'Xana seçimləri',
  rowsAndColumns: 'Sətirlər və sütunlar',
  cells: 'Xanalar',
  merge: 'Xanaları birləşdir',
  split: 'Xananı böl',
  color: 'Fon rəngi',
  color_none: 'Rəngsiz',
  color_gray: 'Boz',
  color_red: 'Qırmızı',
  color_orange: 'Narıncı',
  color_yellow: 'Sarı',
  color_green: 'Yaşıl',
  color_teal: 'Firuzəyi',
  color_blue: 'Mavi',
  color_purple: 'Bənövşəyi',
  color_pink: 'Çəhrayı',
  headers: 'Başlıqlar',
  headerRow: 'Başlıq sətri',
  headerColumn: 'Başlıq sütunu',
  remove: 'Sil',
};
