import type { NamespaceStrings } from '../types.ts';

/** Simplified Chinese: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: '主导航',
  dashboard: '仪表盘',
  collections: '集合',
  globals: '全局设置',
  open: '打开导航',
  close: '关闭导航',
  dashboardIntro: '你可以编辑的所有内容，按分区列出。',
  createShortcut: '新建{{label}}',
  documentCount_one: '{{formatted}} 个文档',
  documentCount_other: '{{formatted}} 个文档',
  editGlobal: '编辑',
};
