import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: content kept in several languages: the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Dil versiyası',
  chooseLocale: 'Redaktə dili',
  copyFromLocale: 'Başqa dil versiyasından kopyala',
  copyFromLocaleIntro: '{{target}} versiyasının boş sahələrini bu versiyanın dəyərləri ilə doldur:',
  copyFromLocaleDone: 'Boş sahələr {{source}} versiyasından dolduruldu.',
  copyFromLocaleNothing: '{{source}} versiyasında boş sahələr üçün götürüləcək dəyər yoxdur.',
  localizedField: 'Hər dil versiyası üçün ayrıca tərcümə olunur',
};
