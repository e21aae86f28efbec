import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Đang tải lên các hình ảnh đã dán…',
  uploadFailed: 'Không tải lên được một trong các hình ảnh đã dán: {{reason}}',
  imagesLeftOut:
    'Các hình ảnh lưu trên trang web khác hoặc trên máy tính của bạn đã bị bỏ qua. Hãy tải chúng lên trước, rồi chèn từ thanh công cụ.',
  noImages: 'Trường này không nhận hình ảnh nên các hình ảnh đã dán đã bị bỏ qua.',
};
