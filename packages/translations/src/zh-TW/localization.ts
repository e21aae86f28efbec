import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese (Taiwan): content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: '語系',
  chooseLocale: '要編輯的語系',
  copyFromLocale: '從其他語系複製',
  copyFromLocaleIntro: '以下列語系的值填入 {{target}} 的空白欄位：',
  copyFromLocaleDone: '已從 {{source}} 填入空白欄位。',
  copyFromLocaleNothing: '{{source}} 中沒有可填入空白欄位的值。',
  localizedField: '依語系翻譯',
};
