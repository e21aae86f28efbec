import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Езикова версия',
  chooseLocale: 'Език на редактиране',
  copyFromLocale: 'Копиране от друга езикова версия',
  copyFromLocaleIntro: 'Попълване на празните полета в „{{target}}“ със стойностите от:',
  copyFromLocaleDone: 'Празните полета са попълнени от „{{source}}“.',
  copyFromLocaleNothing: 'В „{{source}}“ няма стойности за празните полета.',
  localizedField: 'Превежда се за всяка езикова версия',
};
