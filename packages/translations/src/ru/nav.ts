import type { NamespaceStrings } from '../types.ts';

/** Russian: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Основная навигация',
  dashboard: 'Главная',
  collections: 'Коллекции',
  globals: 'Глобальные документы',
  open: 'Открыть меню',
  close: 'Закрыть меню',
  dashboardIntro: 'Всё, что вы можете редактировать, по разделам.',
  createShortcut: 'Создать: {{label}}',
  documentCount_one: 'Документов: {{formatted}}',
  documentCount_other: 'Документов: {{formatted}}',
  editGlobal: 'Редактировать',
};
