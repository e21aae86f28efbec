import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Subiendo las imágenes pegadas…',
  uploadFailed: 'No se ha podido subir una de las imágenes pegadas: {{reason}}',
  imagesLeftOut:
    'Se han omitido las imágenes guardadas en otro sitio web o en tu ordenador. Súbelas primero y luego insértalas desde la barra de herramientas.',
  noImages: 'Este campo no admite imágenes, así que se han omitido las imágenes pegadas.',
};
