import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Поставените изображения се качват…',
  uploadFailed: 'Едно от поставените изображения не можа да бъде качено: {{reason}}',
  imagesLeftOut:
    'Изображенията, съхранени на друг сайт или на компютъра ви, бяха пропуснати. Първо ги качете, след това ги вмъкнете от лентата с инструменти.',
  noImages: 'Това поле не приема изображения, затова поставените изображения бяха пропуснати.',
};
