import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Caricamento delle immagini incollate…',
  uploadFailed: 'Non è stato possibile caricare una delle immagini incollate: {{reason}}',
  imagesLeftOut:
    'Le immagini salvate su un altro sito o sul tuo computer sono state escluse. Caricale prima, poi inseriscile dalla barra degli strumenti.',
  noImages: 'Questo campo non accetta immagini, quindi le immagini incollate sono state escluse.',
};
