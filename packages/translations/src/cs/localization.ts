import type { NamespaceStrings } from '../types.ts';

/** Czech: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Jazyková verze',
  chooseLocale: 'Jazyk úprav',
  copyFromLocale: 'Kopírovat z jiné jazykové verze',
  copyFromLocaleIntro: 'Vyplnit prázdná pole verze {{target}} hodnotami z verze:',
  copyFromLocaleDone: 'Prázdná pole byla vyplněna z verze {{source}}.',
  copyFromLocaleNothing: 'Verze {{source}} neměla pro žádné prázdné pole hodnotu k převzetí.',
  localizedField: 'Překládá se pro každou jazykovou verzi',
};
