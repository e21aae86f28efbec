import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese (Taiwan): the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: '主要導覽',
  dashboard: '儀表板',
  collections: '集合',
  globals: '全域設定',
  open: '開啟導覽選單',
  close: '關閉導覽選單',
  dashboardIntro: '依區段列出您可以編輯的所有內容。',
  createShortcut: '新增{{label}}',
  documentCount_one: '{{formatted}} 份文件',
  documentCount_other: '{{formatted}} 份文件',
  editGlobal: '編輯',
};
