import type { NamespaceStrings } from '../types.ts';

/** Persian: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'ناوبری اصلی',
  dashboard: 'پیشخوان',
  collections: 'مجموعه‌ها',
  globals: 'موارد سراسری',
  open: 'باز کردن منو',
  close: 'بستن منو',
  dashboardIntro: 'هر آنچه می‌توانید ویرایش کنید، به تفکیک بخش.',
  createShortcut: 'ایجاد {{label}} جدید',
  documentCount_one: 'یک سند',
  documentCount_other: '{{formatted}} سند',
  editGlobal: 'ویرایش',
};
