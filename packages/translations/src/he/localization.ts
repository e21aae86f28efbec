import type { NamespaceStrings } from '../types.ts';

/** Hebrew: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'שפת תוכן',
  chooseLocale: 'עריכה בשפה',
  copyFromLocale: 'העתקה משפה אחרת',
  copyFromLocaleIntro: 'מילוי השדות הריקים ב-{{target}} בערכים מתוך:',
  copyFromLocaleDone: 'השדות הריקים מולאו מתוך {{source}}.',
  copyFromLocaleNothing: 'ב-{{source}} אין ערכים לאף אחד מהשדות הריקים.',
  localizedField: 'מתורגם לכל שפה',
};
