import type { NamespaceStrings } from '../types.ts';

/** Korean: drafts, publishing and the states a document passes through. */
export const version: NamespaceStrings<'version'> = {
  draft: '초안',
  published: '게시됨',
  changed: '게시 후 변경됨',
  publish: '게시',
  publishing: '게시하는 중…',
  unpublish: '게시 취소',
  unpublishingDocument: '게시를 취소하는 중…',
  saveDraft: '초안 저장',
  autosaving: '자동 저장 중…',
  previewing: '미리 보기를 여는 중…',
  preview: '미리 보기',
  versions: '버전',
};
