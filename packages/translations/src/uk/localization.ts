import type { NamespaceStrings } from '../types.ts';

/** Ukrainian: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Мовна версія',
  chooseLocale: 'Редагувати мовою',
  copyFromLocale: 'Скопіювати з іншої мовної версії',
  copyFromLocaleIntro: 'Заповнити порожні поля версії «{{target}}» значеннями з версії:',
  copyFromLocaleDone: 'Порожні поля заповнено з версії «{{source}}».',
  copyFromLocaleNothing: 'У версії «{{source}}» немає значень для порожніх полів.',
  localizedField: 'Окреме значення для кожної мови',
};
