import type { NamespaceStrings } from '../types.ts';

/** Romanian: content kept in several languages: the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Versiune lingvistică',
  chooseLocale: 'Editare în',
  copyFromLocale: 'Copiere din altă versiune lingvistică',
  copyFromLocaleIntro: 'Completați câmpurile goale din {{target}} cu valorile din:',
  copyFromLocaleDone: 'Câmpurile goale au fost completate din {{source}}.',
  copyFromLocaleNothing: 'Niciun câmp gol nu avea în {{source}} o valoare de preluat.',
  localizedField: 'Tradus separat pentru fiecare limbă',
};
