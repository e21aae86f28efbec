import type { NamespaceStrings } from '../types.ts';

/** Portuguese: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Idioma',
  chooseLocale: 'Editar em',
  copyFromLocale: 'Copiar de outro idioma',
  copyFromLocaleIntro: 'Preencher os campos vazios de {{target}} com os valores de:',
  copyFromLocaleDone: 'Os campos vazios foram preenchidos com os valores de {{source}}.',
  copyFromLocaleNothing: 'Nenhum campo vazio tinha um valor em {{source}} para copiar.',
  localizedField: 'Traduzido por idioma',
};
