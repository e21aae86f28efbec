import type { NamespaceStrings } from '../types.ts';

/** Spanish: files, their sizes (units from bytes to yottabytes, spec 9) and the words around them. */
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
  fileName: 'Nombre del archivo',
  fileSize: 'Tamaño',
  dimensions: '{{width}} × {{height}} píxeles',
  mimeType: 'Tipo',
};
