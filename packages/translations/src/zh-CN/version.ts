import type { NamespaceStrings } from '../types.ts';

/** Simplified Chinese: drafts, publishing and the states a document passes through. */
export const version: NamespaceStrings<'version'> = {
  draft: '草稿',
  published: '已发布',
  changed: '发布后有更改',
  publish: '发布',
  publishing: '正在发布…',
  unpublish: '取消发布',
  unpublishingDocument: '正在取消发布…',
  saveDraft: '保存草稿',
  autosaving: '正在自动保存…',
  previewing: '正在打开预览…',
  preview: '预览',
  versions: '版本',
};
