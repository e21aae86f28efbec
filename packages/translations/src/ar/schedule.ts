import type { NamespaceStrings } from '../types.ts';

/** Arabic: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'جدولة',
  title: 'جدولة النشر',
  action: 'الإجراء',
  publish: 'نشر',
  unpublish: 'إلغاء النشر',
  dateTime: 'التاريخ والوقت',
  timeZone: 'بحسب منطقتك الزمنية: {{zone}}',
  submit: 'جدولة',
  upcoming: 'الأحداث القادمة',
  none: 'لا شيء مجدول.',
  cancel: 'إلغاء',
  cancelEvent: 'إلغاء {{type}} في {{date}}',
  close: 'إغلاق',
  scheduled: 'تمت الجدولة.',
  cancelled: 'أُلغي الحدث المجدول.',
  pastDate: 'اختر وقتًا في المستقبل.',
  notEnabled: 'النشر المجدول غير مفعّل لـ {{slug}}.',
  invalidType: 'اختر "publish" أو "unpublish".',
  invalidDate: 'أدخل تاريخًا ووقتًا مع فرقهما عن التوقيت العالمي UTC (ISO 8601)، مثل 2030-01-31T09:00:00Z.',
  invalidLocale: 'هذه ليست إحدى اللغات المُعدّة.',
  jobNotFound: 'لا يوجد حدث مجدول قادم بهذا المعرّف.',
  scheduledSuccessfully: 'تمت الجدولة بنجاح.',
  cancelledSuccessfully: 'أُلغي الحدث المجدول.',
};
