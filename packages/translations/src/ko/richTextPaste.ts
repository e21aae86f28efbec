import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: '붙여 넣은 이미지를 업로드하는 중…',
  uploadFailed: '붙여 넣은 이미지 중 하나를 업로드하지 못했습니다: {{reason}}',
  imagesLeftOut: '다른 사이트나 컴퓨터에 저장된 이미지는 제외되었습니다. 먼저 업로드한 다음 도구 모음에서 삽입하세요.',
  noImages: '이 필드는 이미지를 받지 않으므로 붙여 넣은 이미지가 제외되었습니다.',
};
