import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Språkversjon',
  chooseLocale: 'Rediger på',
  copyFromLocale: 'Kopier fra en annen språkversjon',
  copyFromLocaleIntro: 'Fyll de tomme feltene i {{target}} med verdiene fra:',
  copyFromLocaleDone: 'Tomme felt er fylt ut fra {{source}}.',
  copyFromLocaleNothing: 'Ingen tomme felt hadde en verdi å hente i {{source}}.',
  localizedField: 'Oversettes per språkversjon',
};
