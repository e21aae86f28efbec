import type { NamespaceStrings } from '../types.ts';

/** Japanese: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'ロケール',
  chooseLocale: '編集するロケール',
  copyFromLocale: '別のロケールからコピー',
  copyFromLocaleIntro: '{{target}}の空のフィールドに、次のロケールの値を入れます：',
  copyFromLocaleDone: '空のフィールドに{{source}}の値を入れました。',
  copyFromLocaleNothing: '{{source}}には、空のフィールドに入れられる値がありませんでした。',
  localizedField: 'ロケールごとに翻訳',
};
