import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: '正在上传粘贴的图片…',
  uploadFailed: '有一张粘贴的图片未能上传：{{reason}}',
  imagesLeftOut: '存放在其他网站或你电脑上的图片没有粘贴进来。请先上传这些图片，再通过工具栏插入。',
  noImages: '此字段不接受图片，因此粘贴的图片没有保留。',
};
