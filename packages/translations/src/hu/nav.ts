import type { NamespaceStrings } from '../types.ts';

/** Hungarian: strings of the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Fő navigáció',
  dashboard: 'Vezérlőpult',
  collections: 'Gyűjtemények',
  globals: 'Globális elemek',
  open: 'Navigáció megnyitása',
  close: 'Navigáció bezárása',
  dashboardIntro: 'Minden, amit szerkeszthet, szakaszok szerint.',
  createShortcut: 'Új {{label}}',
  documentCount_one: '{{formatted}} dokumentum',
  documentCount_other: '{{formatted}} dokumentum',
  editGlobal: 'Szerkesztés',
};
