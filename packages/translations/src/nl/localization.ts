import type { NamespaceStrings } from '../types.ts';

/** Dutch: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Taalversie',
  chooseLocale: 'Bewerken in',
  copyFromLocale: 'Kopiëren uit andere taalversie',
  copyFromLocaleIntro: 'Vul de lege velden van {{target}} met de waarden uit:',
  copyFromLocaleDone: 'Lege velden zijn aangevuld vanuit {{source}}.',
  copyFromLocaleNothing: 'Geen enkel leeg veld had in {{source}} een waarde om over te nemen.',
  localizedField: 'Per taalversie vertaald',
};
