import type { NamespaceStrings } from '../types.ts';

/** German: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Sprachversion',
  chooseLocale: 'Bearbeiten in',
  copyFromLocale: 'Aus anderer Sprachversion kopieren',
  copyFromLocaleIntro: 'Leere Felder von {{target}} mit den Werten aus dieser Sprachversion füllen:',
  copyFromLocaleDone: 'Leere Felder wurden aus {{source}} gefüllt.',
  copyFromLocaleNothing: 'Kein leeres Feld hatte in {{source}} einen Wert zum Übernehmen.',
  localizedField: 'Je Sprachversion übersetzt',
};
