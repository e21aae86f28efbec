import type { NamespaceStrings } from '../types.ts';

/** Russian: files, their sizes and the words around them. */
export const upload: NamespaceStrings<'upload'> = {
  sizeB: '{{size}} Б',
  sizeKB: '{{size}} КБ',
  sizeMB: '{{size}} МБ',
  sizeGB: '{{size}} ГБ',
  sizeTB: '{{size}} ТБ',
  sizePB: '{{size}} ПБ',
  sizeEB: '{{size}} ЭБ',
  sizeZB: '{{size}} ЗБ',
  sizeYB: '{{size}} ЙБ',
  fileName: 'Имя файла',
  fileSize: 'Размер',
  dimensions: '{{width}} × {{height}} пикс.',
  mimeType: 'Тип',
};
