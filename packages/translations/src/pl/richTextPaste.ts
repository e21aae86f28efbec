import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Przesyłanie wklejonych obrazów…',
  uploadFailed: 'Nie udało się przesłać jednego z wklejonych obrazów: {{reason}}',
  imagesLeftOut:
    'Pominięto obrazy zapisane w innej witrynie lub na Twoim komputerze. Najpierw je prześlij, a potem wstaw z paska narzędzi.',
  noImages: 'To pole nie przyjmuje obrazów, dlatego wklejone obrazy zostały pominięte.',
};
