import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Die eingefügten Bilder werden hochgeladen …',
  uploadFailed: 'Ein eingefügtes Bild konnte nicht hochgeladen werden: {{reason}}',
  imagesLeftOut:
    'Bilder, die auf einer anderen Website oder auf Ihrem Computer liegen, wurden weggelassen. Laden Sie sie zuerst hoch und fügen Sie sie dann über die Werkzeugleiste ein.',
  noImages: 'Dieses Feld nimmt keine Bilder auf, deshalb wurden die eingefügten Bilder weggelassen.',
};
