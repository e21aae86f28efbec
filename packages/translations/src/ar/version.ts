import type { NamespaceStrings } from '../types.ts';

/** Arabic: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'مسودة',
  published: 'منشور',
  changed: 'تغيّر منذ نشره',
  publish: 'نشر',
  publishing: 'جارٍ النشر…',
  unpublish: 'إلغاء النشر',
  unpublishingDocument: 'جارٍ إلغاء النشر…',
  saveDraft: 'حفظ المسودة',
  autosaving: 'جارٍ الحفظ تلقائيًا…',
  previewing: 'جارٍ فتح المعاينة…',
  preview: 'معاينة',
  versions: 'الإصدارات',
};
