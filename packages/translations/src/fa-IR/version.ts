import type { NamespaceStrings } from '../types.ts';

/** Persian: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'پیش‌نویس',
  published: 'منتشرشده',
  changed: 'پس از انتشار تغییر کرده است',
  publish: 'انتشار',
  publishing: 'در حال انتشار…',
  unpublish: 'لغو انتشار',
  unpublishingDocument: 'در حال لغو انتشار…',
  saveDraft: 'ذخیرهٔ پیش‌نویس',
  autosaving: 'در حال ذخیرهٔ خودکار…',
  previewing: 'در حال باز کردن پیش‌نمایش…',
  preview: 'پیش‌نمایش',
  versions: 'نسخه‌ها',
};
