import type { NamespaceStrings } from '../types.ts';

/** Persian: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'زمان‌بندی',
  title: 'زمان‌بندی انتشار',
  action: 'کنش',
  publish: 'انتشار',
  unpublish: 'لغو انتشار',
  dateTime: 'تاریخ و ساعت',
  timeZone: 'در منطقهٔ زمانی شما: {{zone}}',
  submit: 'زمان‌بندی',
  upcoming: 'رویدادهای پیش رو',
  none: 'چیزی زمان‌بندی نشده است.',
  cancel: 'لغو',
  cancelEvent: 'لغو {{type}} در {{date}}',
  close: 'بستن',
  scheduled: 'زمان‌بندی شد.',
  cancelled: 'رویداد زمان‌بندی‌شده لغو شد.',
  pastDate: 'زمانی در آینده انتخاب کنید.',
  notEnabled: 'انتشار زمان‌بندی‌شده برای {{slug}} روشن نیست.',
  invalidType: '«publish» یا «unpublish» را انتخاب کنید.',
  invalidDate: 'تاریخ و ساعت را با اختلافش از UTC وارد کنید (ISO 8601)، مانند 2030-01-31T09:00:00Z.',
  invalidLocale: 'این یکی از زبان‌های تنظیم‌شده نیست.',
  jobNotFound: 'هیچ رویداد زمان‌بندی‌شدهٔ پیش رو این شناسه را ندارد.',
  scheduledSuccessfully: 'با موفقیت زمان‌بندی شد.',
  cancelledSuccessfully: 'رویداد زمان‌بندی‌شده لغو شد.',
};
