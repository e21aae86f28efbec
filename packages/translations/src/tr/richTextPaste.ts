import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Yapıştırılan görseller yükleniyor…',
  uploadFailed: 'Yapıştırılan görsellerden biri yüklenemedi: {{reason}}',
  imagesLeftOut:
    'Başka bir sitede veya bilgisayarınızda duran görseller dışarıda bırakıldı. Önce onları yükleyin, ardından araç çubuğundan ekleyin.',
  noImages: 'Bu alan görsel kabul etmiyor, bu yüzden yapıştırılan görseller dışarıda bırakıldı.',
};
