import type { NamespaceStrings } from '../types.ts';

/** Swedish: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Huvudmeny',
  dashboard: 'Översikt',
  collections: 'Samlingar',
  globals: 'Globalt innehåll',
  open: 'Öppna menyn',
  close: 'Stäng menyn',
  dashboardIntro: 'Allt du kan redigera, ordnat efter avsnitt.',
  createShortcut: 'Skapa {{label}}',
  documentCount_one: '{{formatted}} dokument',
  documentCount_other: '{{formatted}} dokument',
  editGlobal: 'Redigera',
};
