import type { NamespaceStrings } from '../types.ts';

/** Polish: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Wersja językowa',
  chooseLocale: 'Edytowana wersja',
  copyFromLocale: 'Kopiuj z innej wersji językowej',
  copyFromLocaleIntro: 'Wypełnij puste pola wersji „{{target}}” wartościami z wersji:',
  copyFromLocaleDone: 'Puste pola wypełniono wartościami z wersji „{{source}}”.',
  copyFromLocaleNothing: 'Wersja „{{source}}” nie ma wartości dla żadnego z pustych pól.',
  localizedField: 'Osobna wartość dla każdej wersji językowej',
};
