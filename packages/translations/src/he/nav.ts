import type { NamespaceStrings } from '../types.ts';

/** Hebrew: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'ניווט ראשי',
  dashboard: 'לוח הבקרה',
  collections: 'אוספים',
  globals: 'פריטים גלובליים',
  open: 'פתיחת הניווט',
  close: 'סגירת הניווט',
  dashboardIntro: 'כל מה שאפשר לערוך, מסודר לפי אזורים.',
  createShortcut: 'יצירת {{label}}',
  documentCount_one: 'מסמך אחד',
  documentCount_other: '{{formatted}} מסמכים',
  editGlobal: 'עריכה',
};
