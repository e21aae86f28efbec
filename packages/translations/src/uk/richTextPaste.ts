import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Завантажуємо вставлені зображення…',
  uploadFailed: 'Не вдалося завантажити одне зі вставлених зображень: {{reason}}',
  imagesLeftOut:
    'Зображення, що зберігаються на іншому сайті або на вашому комп’ютері, не вставлено. Спершу завантажте їх, а потім вставте через панель інструментів.',
  noImages: 'Це поле не приймає зображень, тому вставлені зображення пропущено.',
};
