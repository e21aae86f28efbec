import type { NamespaceStrings } from '../types.ts';

/** Japanese: drafts, publishing and the states a document passes through. */
export const version: NamespaceStrings<'version'> = {
  draft: '下書き',
  published: '公開済み',
  changed: '公開後に変更あり',
  publish: '公開',
  publishing: '公開しています…',
  unpublish: '公開を停止',
  unpublishingDocument: '公開を停止しています…',
  saveDraft: '下書きを保存',
  autosaving: '自動保存中…',
  previewing: 'プレビューを開いています…',
  preview: 'プレビュー',
  versions: 'バージョン',
};
