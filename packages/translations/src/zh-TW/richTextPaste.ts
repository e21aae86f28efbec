import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: '正在上傳貼上的圖片…',
  uploadFailed: '有一張貼上的圖片無法上傳：{{reason}}',
  imagesLeftOut: '存放在其他網站或您電腦中的圖片沒有貼上。請先上傳這些圖片，再從工具列插入。',
  noImages: '此欄位不接受圖片，因此貼上的圖片沒有保留。',
};
