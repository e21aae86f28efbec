import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Nahrávajú sa vložené obrázky…',
  uploadFailed: 'Jeden z vložených obrázkov sa nepodarilo nahrať: {{reason}}',
  imagesLeftOut:
    'Obrázky uložené na inej stránke alebo vo vašom počítači boli vynechané. Najprv ich nahrajte a potom ich vložte z panela nástrojov.',
  noImages: 'Toto pole neprijíma obrázky, preto boli vložené obrázky vynechané.',
};
