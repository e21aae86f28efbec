import type { NamespaceStrings } from '../types.ts';

/** Ukrainian: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Основна навігація',
  dashboard: 'Головна',
  collections: 'Колекції',
  globals: 'Глобальні документи',
  open: 'Відкрити меню',
  close: 'Закрити меню',
  dashboardIntro: 'Усе, що ви можете редагувати, за розділами.',
  createShortcut: 'Створити: {{label}}',
  documentCount_one: 'Документів: {{formatted}}',
  documentCount_other: 'Документів: {{formatted}}',
  editGlobal: 'Редагувати',
};
