import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Prenose se zalijepljene slike…',
  uploadFailed: 'Jednu od zalijepljenih slika nije bilo moguće prenijeti: {{reason}}',
  imagesLeftOut:
    'Slike spremljene na drugom web-mjestu ili na vašem računalu izostavljene su. Najprije ih prenesite, a zatim ih umetnite s alatne trake.',
  noImages: 'Ovo polje ne prima slike pa su zalijepljene slike izostavljene.',
};
