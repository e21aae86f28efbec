import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'در حال بارگذاری تصویرهای چسبانده‌شده…',
  uploadFailed: 'یکی از تصویرهای چسبانده‌شده بارگذاری نشد: {{reason}}',
  imagesLeftOut:
    'تصویرهایی که در سایتی دیگر یا روی رایانهٔ شما ذخیره شده‌اند کنار گذاشته شدند. ابتدا آن‌ها را بارگذاری کنید، سپس از نوار ابزار درجشان کنید.',
  noImages: 'این فیلد تصویر نمی‌پذیرد، به همین دلیل تصویرهای چسبانده‌شده کنار گذاشته شدند.',
};
