import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Nahrávají se vložené obrázky…',
  uploadFailed: 'Jeden z vložených obrázků se nepodařilo nahrát: {{reason}}',
  imagesLeftOut:
    'Obrázky uložené na jiném webu nebo ve vašem počítači byly vynechány. Nejdřív je nahrajte a pak je vložte z panelu nástrojů.',
  noImages: 'Toto pole nepřijímá obrázky, proto byly vložené obrázky vynechány.',
};
