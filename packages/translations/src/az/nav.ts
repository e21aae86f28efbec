import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: strings of the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Əsas naviqasiya',
  dashboard: 'İdarə paneli',
  collections: 'Kolleksiyalar',
  globals: 'Qlobal elementlər',
  open: 'Naviqasiyanı aç',
  close: 'Naviqasiyanı bağla',
  dashboardIntro: 'Redaktə edə biləcəyiniz hər şey, bölmələr üzrə.',
  createShortcut: 'Yeni {{label}}',
  documentCount_one: '{{formatted}} sənəd',
  documentCount_other: '{{formatted}} sənəd',
  editGlobal: 'Redaktə et',
};
