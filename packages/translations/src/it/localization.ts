import type { NamespaceStrings } from '../types.ts';

/** Italian: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Lingua',
  chooseLocale: 'Modifica in',
  copyFromLocale: 'Copia da un’altra lingua',
  copyFromLocaleIntro: 'Compila i campi vuoti di {{target}} con i valori di:',
  copyFromLocaleDone: 'I campi vuoti sono stati compilati con i valori di {{source}}.',
  copyFromLocaleNothing: 'In {{source}} non c’era alcun valore da copiare nei campi vuoti.',
  localizedField: 'Tradotto per lingua',
};
