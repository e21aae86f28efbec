import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'A beillesztett képek feltöltése folyamatban…',
  uploadFailed: 'Az egyik beillesztett képet nem sikerült feltölteni: {{reason}}',
  imagesLeftOut:
    'A más webhelyen vagy az Ön számítógépén tárolt képek kimaradtak. Először töltse fel őket, majd szúrja be őket az eszköztárból.',
  noImages: 'Ez a mező nem fogad képeket, ezért a beillesztett képek kimaradtak.',
};
