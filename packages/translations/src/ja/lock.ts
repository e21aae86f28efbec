import type { NamespaceStrings } from '../types.ts';

/** Japanese: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} さんがこの{{label}}（ID {{id}}）を編集中のため、今は変更できません。編集が終わってからもう一度試すか、編集を引き継いでください。',
  globalLocked:
    '{{user}} さんが{{label}}を編集中のため、今は変更できません。編集が終わってからもう一度試すか、編集を引き継いでください。',
  notLockable: '「{{slug}}」はドキュメントをロックしません（lockDocuments が false です）。',
  takeOverNotAllowed: '他のユーザーから編集を引き継ぐ権限がありません。',
  lockTaken: 'このドキュメントを編集しているのはあなたです。',
  lockReleased: 'このドキュメントの編集を終了しました。',
  lockedBanner: '{{user}} さんがこのドキュメントを編集中のため、閲覧のみできます。',
  takeOver: '編集を引き継ぐ',
  takeOverTitle: '編集を引き継ぎますか？',
  takeOverBody:
    '{{user}} さんに通知され、そのフォームは閲覧のみになります。保存されていない変更はこのドキュメントに反映されません。',
  takeOverConfirm: '引き継ぐ',
  tookOver: 'このドキュメントを編集しているのはあなたです。',
  lostTitle: '{{user}} さんが編集を引き継ぎました',
  lostBody: 'フォームは閲覧のみになりました。保存していない内容は表示されたままなので、離れる前にコピーできます。',
  lostBanner: '{{user}} さんが編集を引き継ぎました。保存していないテキストは下に閲覧のみで残っています。',
  keepViewing: '閲覧を続ける',
  editingNow: '{{user}} さんが編集中',
};
