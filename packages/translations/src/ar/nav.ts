import type { NamespaceStrings } from '../types.ts';

/** Arabic: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'القائمة الرئيسية',
  dashboard: 'لوحة التحكم',
  collections: 'المجموعات',
  globals: 'العناصر العامة',
  open: 'فتح قائمة التنقل',
  close: 'إغلاق قائمة التنقل',
  dashboardIntro: 'كل ما يمكنك تعديله، مرتّبًا حسب القسم.',
  createShortcut: 'إنشاء {{label}}',
  documentCount_zero: 'لا توجد مستندات',
  documentCount_one: 'مستند واحد',
  documentCount_two: 'مستندان',
  documentCount_few: '{{formatted}} مستندات',
  documentCount_many: 'المستندات: {{formatted}}',
  documentCount_other: 'المستندات: {{formatted}}',
  editGlobal: 'تعديل',
};
