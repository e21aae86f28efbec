import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Laddar upp de inklistrade bilderna …',
  uploadFailed: 'En av de inklistrade bilderna kunde inte laddas upp: {{reason}}',
  imagesLeftOut:
    'Bilder som finns på en annan webbplats eller på din dator utelämnades. Ladda upp dem först och infoga dem sedan från verktygsfältet.',
  noImages: 'Det här fältet tar inte emot bilder, så de inklistrade bilderna utelämnades.',
};
