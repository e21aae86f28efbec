import type { NamespaceStrings } from '../types.ts';

/** Dutch: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Hoofdmenu',
  dashboard: 'Dashboard',
  collections: 'Collecties',
  globals: 'Globale inhoud',
  open: 'Menu openen',
  close: 'Menu sluiten',
  dashboardIntro: 'Alles wat je kunt bewerken, per onderdeel.',
  createShortcut: '{{label}} aanmaken',
  documentCount_one: '{{formatted}} document',
  documentCount_other: '{{formatted}} documenten',
  editGlobal: 'Bewerken',
};
