/** Content kept in several languages: the locale a form edits and copying between locales. */
export const localization = {
  locale: 'Locale',
  chooseLocale: 'Edit in',
  copyFromLocale: 'Copy from another locale',
  copyFromLocaleIntro: 'Fill the empty fields of {{target}} with the values of:',
  copyFromLocaleDone: 'Empty fields were filled from {{source}}.',
  copyFromLocaleNothing: 'No empty field had a value in {{source}} to take.',
  localizedField: 'Translated per locale',
} as const;
