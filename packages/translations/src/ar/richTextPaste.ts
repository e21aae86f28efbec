import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'جارٍ رفع الصور الملصقة…',
  uploadFailed: 'تعذّر رفع إحدى الصور الملصقة: {{reason}}',
  imagesLeftOut: 'لم تُدرج الصور المحفوظة على موقع آخر أو على جهازك. ارفعها أولًا، ثم أدرجها من شريط الأدوات.',
  noImages: 'لا يقبل هذا الحقل الصور، لذا لم تُدرج الصور الملصقة.',
};
