import type { NamespaceStrings } from '../types.ts';

/** French: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Langue',
  chooseLocale: 'Modifier en',
  copyFromLocale: 'Copier depuis une autre langue',
  copyFromLocaleIntro: 'Remplir les champs vides de la version {{target}} avec les valeurs de :',
  copyFromLocaleDone: 'Les champs vides ont été remplis à partir de la version {{source}}.',
  copyFromLocaleNothing: 'Aucun champ vide n’avait de valeur à reprendre dans la version {{source}}.',
  localizedField: 'Traduit dans chaque langue',
};
