import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese (Taiwan): drafts, publishing and the states a document passes through. */
export const version: NamespaceStrings<'version'> = {
  draft: '草稿',
  published: '已發布',
  changed: '發布後已變更',
  publish: '發布',
  publishing: '發布中…',
  unpublish: '取消發布',
  unpublishingDocument: '正在取消發布…',
  saveDraft: '儲存草稿',
  autosaving: '自動儲存中…',
  previewing: '正在開啟預覽…',
  preview: '預覽',
  versions: '版本',
};
