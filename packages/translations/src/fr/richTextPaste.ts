import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Envoi des images collées…',
  uploadFailed: 'Une image collée n’a pas pu être envoyée : {{reason}}',
  imagesLeftOut:
    'Les images stockées sur un autre site ou sur votre ordinateur ont été ignorées. Envoyez-les d’abord, puis insérez-les depuis la barre d’outils.',
  noImages: 'Ce champ n’accepte pas d’images : les images collées ont été ignorées.',
};
