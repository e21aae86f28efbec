import type { NamespaceStrings } from '../types.ts';

/** Arabic: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'لغة المحتوى',
  chooseLocale: 'التعديل باللغة',
  copyFromLocale: 'النسخ من لغة أخرى',
  copyFromLocaleIntro: 'ملء الحقول الفارغة في {{target}} بالقيم الموجودة في:',
  copyFromLocaleDone: 'تم ملء الحقول الفارغة من {{source}}.',
  copyFromLocaleNothing: 'لا توجد في {{source}} أي قيمة لحقل فارغ.',
  localizedField: 'مترجَم لكل لغة',
};
