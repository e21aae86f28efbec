import type { NamespaceStrings } from '../types.ts';

/** Korean: file sizes (bytes to yottabytes) and the words around them. */
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
  fileName: '파일 이름',
  fileSize: '크기',
  dimensions: '{{width}} × {{height}}픽셀',
  mimeType: '파일 형식',
};
