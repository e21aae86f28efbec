import type { NamespaceStrings } from '../types.ts';

/** Persian: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'زبان محتوا',
  chooseLocale: 'ویرایش به زبان',
  copyFromLocale: 'کپی از زبانی دیگر',
  copyFromLocaleIntro: 'فیلدهای خالی {{target}} با مقادیر این زبان پر شوند:',
  copyFromLocaleDone: 'فیلدهای خالی از {{source}} پر شدند.',
  copyFromLocaleNothing: 'در {{source}} برای هیچ‌یک از فیلدهای خالی مقداری وجود نداشت.',
  localizedField: 'ترجمه‌شده برای هر زبان',
};
