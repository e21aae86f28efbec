import type { NamespaceStrings } from '../types.ts';

/** Korean: content kept in several languages (the locale a form edits, copying between locales). */
export const localization: NamespaceStrings<'localization'> = {
  locale: '로케일',
  chooseLocale: '편집할 로케일',
  copyFromLocale: '다른 로케일에서 복사',
  copyFromLocaleIntro: '{{target}}의 빈 필드를 다음 로케일의 값으로 채웁니다:',
  copyFromLocaleDone: '{{source}}의 값으로 빈 필드를 채웠습니다.',
  copyFromLocaleNothing: '{{source}}에 빈 필드를 채울 값이 없습니다.',
  localizedField: '로케일별 번역',
};
