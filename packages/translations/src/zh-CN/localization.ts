import type { NamespaceStrings } from '../types.ts';

/** Simplified Chinese: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: '语言区域',
  chooseLocale: '要编辑的语言区域',
  copyFromLocale: '从其他语言区域复制',
  copyFromLocaleIntro: '用以下语言区域的值填充 {{target}} 中的空字段：',
  copyFromLocaleDone: '已用 {{source}} 中的值填充空字段。',
  copyFromLocaleNothing: '{{source}} 中没有可用于填充空字段的值。',
  localizedField: '按语言区域翻译',
};
