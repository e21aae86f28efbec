import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Yapışdırılan şəkillər yüklənir…',
  uploadFailed: 'Yapışdırılan şəkillərdən biri yüklənmədi: {{reason}}',
  imagesLeftOut:
    'Başqa saytda və ya kompüterinizdə saxlanılan şəkillər əlavə edilmədi. Əvvəlcə onları yükləyin, sonra alətlər panelindən daxil edin.',
  noImages: 'Bu sahə şəkil qəbul etmir, ona görə yapışdırılan şəkillər əlavə edilmədi.',
};
