import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Загружаем вставленные изображения…',
  uploadFailed: 'Не удалось загрузить одно из вставленных изображений: {{reason}}',
  imagesLeftOut:
    'Изображения, которые хранятся на другом сайте или на вашем компьютере, не вставлены. Сначала загрузите их, а затем вставьте через панель инструментов.',
  noImages: 'Это поле не принимает изображения, поэтому вставленные изображения пропущены.',
};
