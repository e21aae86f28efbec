import type { NamespaceStrings } from '../types.ts';

/** Czech: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Hlavní navigace',
  dashboard: 'Přehled',
  collections: 'Kolekce',
  globals: 'Globální prvky',
  open: 'Otevřít navigaci',
  close: 'Zavřít navigaci',
  dashboardIntro: 'Vše, co můžete upravovat, podle sekcí.',
  createShortcut: 'Vytvořit: {{label}}',
  documentCount_one: '{{formatted}} dokument',
  documentCount_two: '{{formatted}} dokumenty',
  documentCount_other: 'Dokumenty: {{formatted}}',
  editGlobal: 'Upravit',
};
