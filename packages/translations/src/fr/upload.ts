import type { NamespaceStrings } from '../types.ts';

/** French: files, their sizes (units from bytes to yottabytes, spec 9) and the words around them. */
export const upload: NamespaceStrings<'upload'> = {
  sizeB: '{{size}} o',
  sizeKB: '{{size}} Ko',
  sizeMB: '{{size}} Mo',
  sizeGB: '{{size}} Go',
  sizeTB: '{{size}} To',
  sizePB: '{{size}} Po',
  sizeEB: '{{size}} Eo',
  sizeZB: '{{size}} Zo',
  sizeYB: '{{size}} Yo',
  fileName: 'Nom du fichier',
  fileSize: 'Taille',
  dimensions: '{{width}} × {{height}} pixels',
  mimeType: 'Type',
};
