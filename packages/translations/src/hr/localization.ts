import type { NamespaceStrings } from '../types.ts';

/** Croatian: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Jezična verzija',
  chooseLocale: 'Jezik uređivanja',
  copyFromLocale: 'Kopiraj iz druge jezične verzije',
  copyFromLocaleIntro: 'Ispuni prazna polja verzije {{target}} vrijednostima iz verzije:',
  copyFromLocaleDone: 'Prazna polja ispunjena su iz verzije {{source}}.',
  copyFromLocaleNothing: 'Verzija {{source}} nije imala vrijednost ni za jedno prazno polje.',
  localizedField: 'Prevodi se za svaku jezičnu verziju',
};
