import type { NamespaceStrings } from '../types.ts';

/** Spanish: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Idioma',
  chooseLocale: 'Editar en',
  copyFromLocale: 'Copiar de otro idioma',
  copyFromLocaleIntro: 'Rellenar los campos vacíos de {{target}} con los valores de:',
  copyFromLocaleDone: 'Los campos vacíos se rellenaron con los valores de {{source}}.',
  copyFromLocaleNothing: 'Ningún campo vacío tenía un valor en {{source}} que copiar.',
  localizedField: 'Traducido por idioma',
};
