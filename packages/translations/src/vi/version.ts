import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Bản nháp',
  published: 'Đã xuất bản',
  changed: 'Đã thay đổi sau khi xuất bản',
  publish: 'Xuất bản',
  publishing: 'Đang xuất bản…',
  unpublish: 'Hủy xuất bản',
  unpublishingDocument: 'Đang hủy xuất bản…',
  saveDraft: 'Lưu bản nháp',
  autosaving: 'Đang tự động lưu…',
  previewing: 'Đang mở bản xem trước…',
  preview: 'Xem trước',
  versions: 'Phiên bản',
};
