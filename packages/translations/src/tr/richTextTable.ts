import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: 'Tablo ekle',
  size: '{{columns}} × {{rows}}',
  sizeLabel: 'Sütunlar: {{columns}}, satırlar: {{rows}}',
  cellMenu: 'Hücre seçenekleri',
  rowsAndColumns: 'Satırlar ve sütunlar',
  cells: 'Hücreler',
  merge: 'Hücreleri birleştir',
  split: 'Hücreyi böl',
  color: 'Arka plan rengi',
  color_none: 'Renk yok',
  color_gray: 'Gri',
  color_red: 'Kırmızı',
  color_orange: 'Turuncu',
  color_yellow: 'Sarı',
  color_green: 'Yeşil',
  color_teal: 'Camgöbeği',
  color_blue: 'Mavi',
  color_purple: 'Mor',
  color_pink: 'Pembe',
  headers: 'Başlıklar',
  headerRow: 'Başlık satırı',
  headerColumn: 'Başlık sütunu',
  remove: 'Sil',
};
