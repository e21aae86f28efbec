import type { NamespaceStrings } from '../types.ts';

/** Japanese: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'メイン',
  dashboard: 'ダッシュボード',
  collections: 'コレクション',
  globals: 'グローバル',
  open: 'ナビゲーションを開く',
  close: 'ナビゲーションを閉じる',
  dashboardIntro: '編集できるものをセクションごとに表示しています。',
  createShortcut: '{{label}}を新規作成',
  documentCount_one: '{{formatted}}件のドキュメント',
  documentCount_other: '{{formatted}}件のドキュメント',
  editGlobal: '編集',
};
