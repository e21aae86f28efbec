import type { NamespaceStrings } from '../types.ts';

/** Polish: files, their sizes and the words around them. */
export const upload: NamespaceStrings<'upload'> = {
  sizeB: '{{size}} B',
  sizeKB: '{{size}} KB',
  sizeMB: '{{size}} MB',
  sizeGB: '{{size}} GB',
  sizeTB: '{{size}} TB',
  sizePB: '{{size}} PB',
  sizeEB: '{{size}} EB',
  sizeZB: '{{size}} ZB',
  sizeYB: '{{size}} YB',
  fileName: 'Nazwa pliku',
  fileSize: 'Rozmiar',
  dimensions: '{{width}} × {{height}} pikseli',
  mimeType: 'Typ',
};
