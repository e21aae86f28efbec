import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Основна навигация',
  dashboard: 'Табло',
  collections: 'Колекции',
  globals: 'Глобални документи',
  open: 'Отваряне на навигацията',
  close: 'Затваряне на навигацията',
  dashboardIntro: 'Всичко, което можете да редактирате, по раздели.',
  createShortcut: 'Създаване на {{label}}',
  documentCount_one: '{{formatted}} документ',
  documentCount_other: '{{formatted}} документа',
  editGlobal: 'Редактиране',
};
