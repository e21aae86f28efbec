import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: '貼り付けた画像をアップロードしています…',
  uploadFailed: '貼り付けた画像の 1 つをアップロードできませんでした: {{reason}}',
  imagesLeftOut:
    '他のサイトやお使いのコンピューターに保存されている画像は貼り付けられませんでした。先にアップロードしてから、ツールバーから挿入してください。',
  noImages: 'このフィールドは画像を受け付けないため、貼り付けた画像は除外されました。',
};
