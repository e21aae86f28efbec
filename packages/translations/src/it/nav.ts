import type { NamespaceStrings } from '../types.ts';

/** Italian: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Navigazione principale',
  dashboard: 'Panoramica',
  collections: 'Raccolte',
  globals: 'Globali',
  open: 'Apri la navigazione',
  close: 'Chiudi la navigazione',
  dashboardIntro: 'Tutto ciò che puoi modificare, per sezione.',
  createShortcut: 'Crea {{label}}',
  documentCount_one: '{{formatted}} documento',
  documentCount_other: '{{formatted}} documenti',
  editGlobal: 'Modifica',
};
