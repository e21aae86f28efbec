import type { NamespaceStrings } from '../types.ts';

/** Japanese: file sizes (bytes to yottabytes) and the words around them. */
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
  fileName: 'ファイル名',
  fileSize: 'サイズ',
  dimensions: '{{width}} × {{height}} ピクセル',
  mimeType: 'ファイル形式',
};
