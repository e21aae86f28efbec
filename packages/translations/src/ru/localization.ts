import type { NamespaceStrings } from '../types.ts';

/** Russian: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Языковая версия',
  chooseLocale: 'Редактировать на языке',
  copyFromLocale: 'Скопировать из другой языковой версии',
  copyFromLocaleIntro: 'Заполнить пустые поля версии «{{target}}» значениями из версии:',
  copyFromLocaleDone: 'Пустые поля заполнены из версии «{{source}}».',
  copyFromLocaleNothing: 'В версии «{{source}}» нет значений для пустых полей.',
  localizedField: 'Своё значение для каждого языка',
};
