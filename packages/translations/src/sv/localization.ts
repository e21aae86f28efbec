import type { NamespaceStrings } from '../types.ts';

/** Swedish: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Språkversion',
  chooseLocale: 'Redigera på',
  copyFromLocale: 'Kopiera från en annan språkversion',
  copyFromLocaleIntro: 'Fyll de tomma fälten i {{target}} med värdena från:',
  copyFromLocaleDone: 'Tomma fält har fyllts i från {{source}}.',
  copyFromLocaleNothing: 'Inget tomt fält hade något värde att hämta i {{source}}.',
  localizedField: 'Översätts per språkversion',
};
