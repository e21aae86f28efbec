import type { NamespaceStrings } from '../types.ts';

/** Croatian: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Glavna navigacija',
  dashboard: 'Nadzorna ploča',
  collections: 'Zbirke',
  globals: 'Globalni elementi',
  open: 'Otvori navigaciju',
  close: 'Zatvori navigaciju',
  dashboardIntro: 'Sve što možete uređivati, po odjeljcima.',
  createShortcut: 'Stvori: {{label}}',
  documentCount_one: '{{formatted}} dokument',
  documentCount_two: '{{formatted}} dokumenta',
  documentCount_other: 'Dokumenti: {{formatted}}',
  editGlobal: 'Uredi',
};
