import type { NamespaceStrings } from '../types.ts';

/** Simplified Chinese: file sizes (bytes to yottabytes) and the words around them. */
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
  fileName: '文件名',
  fileSize: '大小',
  dimensions: '{{width}} × {{height}} 像素',
  mimeType: '类型',
};
