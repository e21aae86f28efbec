import type { NamespaceStrings } from '../types.ts';

/** Turkish: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Ana menü',
  dashboard: 'Pano',
  collections: 'Koleksiyonlar',
  globals: 'Global öğeler',
  open: 'Menüyü aç',
  close: 'Menüyü kapat',
  dashboardIntro: 'Düzenleyebileceğiniz her şey, bölümlere göre.',
  createShortcut: 'Yeni {{label}} oluştur',
  documentCount_one: '{{formatted}} belge',
  documentCount_other: '{{formatted}} belge',
  editGlobal: 'Düzenle',
};
