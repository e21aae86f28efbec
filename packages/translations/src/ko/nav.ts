import type { NamespaceStrings } from '../types.ts';

/** Korean: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: '기본 메뉴',
  dashboard: '대시보드',
  collections: '컬렉션',
  globals: '글로벌',
  open: '내비게이션 열기',
  close: '내비게이션 닫기',
  dashboardIntro: '편집할 수 있는 모든 항목을 섹션별로 보여 줍니다.',
  createShortcut: '새 {{label}} 만들기',
  documentCount_one: '문서 {{formatted}}개',
  documentCount_other: '문서 {{formatted}}개',
  editGlobal: '편집',
};
