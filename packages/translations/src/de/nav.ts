import type { NamespaceStrings } from '../types.ts';

/** German: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Hauptnavigation',
  dashboard: 'Übersicht',
  collections: 'Sammlungen',
  globals: 'Globale Inhalte',
  open: 'Navigation öffnen',
  close: 'Navigation schließen',
  dashboardIntro: 'Alles, was Sie bearbeiten können, nach Bereichen geordnet.',
  createShortcut: '{{label}} erstellen',
  documentCount_one: '{{formatted}} Dokument',
  documentCount_other: '{{formatted}} Dokumente',
  editGlobal: 'Bearbeiten',
};
