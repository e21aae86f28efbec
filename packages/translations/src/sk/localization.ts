import type { NamespaceStrings } from '../types.ts';

/** Slovak: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Jazyková verzia',
  chooseLocale: 'Jazyk úprav',
  copyFromLocale: 'Kopírovať z inej jazykovej verzie',
  copyFromLocaleIntro: 'Vyplniť prázdne polia verzie {{target}} hodnotami z verzie:',
  copyFromLocaleDone: 'Prázdne polia boli vyplnené z verzie {{source}}.',
  copyFromLocaleNothing: 'Verzia {{source}} nemala pre žiadne prázdne pole hodnotu na prevzatie.',
  localizedField: 'Prekladá sa pre každú jazykovú verziu',
};
