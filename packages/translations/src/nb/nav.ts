import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Hovedmeny',
  dashboard: 'Oversikt',
  collections: 'Samlinger',
  globals: 'Globalt innhold',
  open: 'Åpne menyen',
  close: 'Lukk menyen',
  dashboardIntro: 'Alt du kan redigere, sortert etter område.',
  createShortcut: 'Opprett {{label}}',
  documentCount_one: '{{formatted}} dokument',
  documentCount_other: '{{formatted}} dokumenter',
  editGlobal: 'Rediger',
};
