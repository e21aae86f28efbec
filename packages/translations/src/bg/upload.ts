import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: files, their sizes and the words around them. */
export const upload: NamespaceStrings<'upload'> = {
  sizeB: '{{size}} Б',
  sizeKB: '{{size}} КБ',
  sizeMB: '{{size}} МБ',
  sizeGB: '{{size}} ГБ',
  sizeTB: '{{size}} ТБ',
  sizePB: '{{size}} ПБ',
  sizeEB: '{{size}} ЕБ',
  sizeZB: '{{size}} ЗБ',
  sizeYB: '{{size}} ЙБ',
  fileName: 'Име на файла',
  fileSize: 'Размер',
  dimensions: '{{width}} × {{height}} пиксела',
  mimeType: 'Тип',
};
