import type { NamespaceStrings } from '../types.ts';

/** Romanian: strings of the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Navigare principală',
  dashboard: 'Tablou de bord',
  collections: 'Colecții',
  globals: 'Elemente globale',
  open: 'Deschidere navigare',
  close: 'Închidere navigare',
  dashboardIntro: 'Tot ce puteți edita, pe secțiuni.',
  createShortcut: 'Creare {{label}}',
  documentCount_one: '{{formatted}} document',
  documentCount_other: 'Documente: {{formatted}}',
  editGlobal: 'Editare',
};
