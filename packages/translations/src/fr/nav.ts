import type { NamespaceStrings } from '../types.ts';

/** French: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Navigation principale',
  dashboard: 'Tableau de bord',
  collections: 'Collections',
  globals: 'Globaux',
  open: 'Ouvrir la navigation',
  close: 'Fermer la navigation',
  dashboardIntro: 'Tout ce que vous pouvez modifier, par section.',
  createShortcut: 'Créer : {{label}}',
  documentCount_zero: 'Aucun document',
  documentCount_one: '{{formatted}} document',
  documentCount_other: '{{formatted}} documents',
  editGlobal: 'Modifier',
};
