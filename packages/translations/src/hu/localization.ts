import type { NamespaceStrings } from '../types.ts';

/** Hungarian: content kept in several languages: the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Nyelvi változat',
  chooseLocale: 'Szerkesztés nyelve',
  copyFromLocale: 'Másolás másik nyelvi változatból',
  copyFromLocaleIntro: 'Üres mezők kitöltése ebben a változatban: {{target}}. Az értékek forrása:',
  copyFromLocaleDone: 'Az üres mezők kitöltve ebből a változatból: {{source}}.',
  copyFromLocaleNothing: 'Egyik üres mezőhöz sem volt átvehető érték ebben a változatban: {{source}}.',
  localizedField: 'Nyelvi változatonként fordítva',
};
