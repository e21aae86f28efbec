import type { NamespaceStrings } from '../types.ts';

/** Turkish: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'İçerik dili',
  chooseLocale: 'Düzenlenen dil',
  copyFromLocale: 'Başka bir dilden kopyala',
  copyFromLocaleIntro: '{{target}} dilindeki boş alanları şu dilin değerleriyle doldur:',
  copyFromLocaleDone: 'Boş alanlar {{source}} dilinden dolduruldu.',
  copyFromLocaleNothing: '{{source}} dilinde boş alanlara aktarılacak bir değer yoktu.',
  localizedField: 'Her dil için ayrı çevrilir',
};
