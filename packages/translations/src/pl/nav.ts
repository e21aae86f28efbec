import type { NamespaceStrings } from '../types.ts';

/** Polish: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Nawigacja główna',
  dashboard: 'Pulpit',
  collections: 'Kolekcje',
  globals: 'Dokumenty globalne',
  open: 'Otwórz nawigację',
  close: 'Zamknij nawigację',
  dashboardIntro: 'Wszystko, co możesz edytować, według sekcji.',
  createShortcut: 'Utwórz: {{label}}',
  documentCount_one: 'Dokumenty: {{formatted}}',
  documentCount_other: 'Dokumenty: {{formatted}}',
  editGlobal: 'Edytuj',
};
