import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese (Taiwan): file sizes (bytes to yottabytes) and the words around them. */
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
  fileName: '檔案名稱',
  fileSize: '大小',
  dimensions: '{{width}} × {{height}} 像素',
  mimeType: '類型',
};
