import type { NamespaceStrings } from '../types.ts';

/** Slovak: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Hlavná navigácia',
  dashboard: 'Prehľad',
  collections: 'Kolekcie',
  globals: 'Globálne prvky',
  open: 'Otvoriť navigáciu',
  close: 'Zavrieť navigáciu',
  dashboardIntro: 'Všetko, čo môžete upravovať, podľa sekcií.',
  createShortcut: 'Vytvoriť: {{label}}',
  documentCount_one: '{{formatted}} dokument',
  documentCount_two: '{{formatted}} dokumenty',
  documentCount_other: 'Dokumenty: {{formatted}}',
  editGlobal: 'Upraviť',
};
