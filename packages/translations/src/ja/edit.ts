import type { NamespaceStrings } from '../types.ts';

/** Japanese: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'パンくずリスト',
  documentActions: 'ドキュメントの操作',
  moreActions: 'その他の操作',
  details: 'ドキュメントの詳細',
  unsavedChanges: '未保存の変更があります',
  allSaved: 'すべての変更を保存済み',
  readOnly: '閲覧のみ',
  readOnlyNotice: 'このドキュメントは閲覧できますが、変更はできません。',
  saveShortcut: '保存（Ctrl+S）',
  copyID: 'IDをコピー',
  password: 'パスワード',
  newPassword: '新しいパスワード',
  confirmPassword: 'パスワード（確認）',
  changePassword: 'パスワードを変更',
  idCopied: 'IDをコピーしました。',

  saved: '{{label}}を保存しました。',
  created: '{{label}}を作成しました。',
  errorCount_one: '{{count}}件のエラー',
  errorCount_other: '{{count}}件のエラー',
  errorPillLabel_one: '{{count}}件のエラー：該当フィールドへ移動',
  errorPillLabel_other: '{{count}}件のエラー：最初のフィールドへ移動',
  fixErrors: '保存されていません：マークされたフィールドを修正して、もう一度保存してください。',

  notSavedNetwork: '保存されていません：サーバーに接続できませんでした。変更内容はそのまま残っています。もう一度お試しください。',
  notSavedServer: '保存されていません：サーバーで問題が発生しました。変更内容はそのまま残っています。もう一度お試しください。',
  notSavedForbidden: '保存されていません：この変更を行う権限がありません。変更内容はそのまま残っています。',
  notSavedSignedOut:
    '保存されていません：セッションが終了しました。別のタブでログインし直してから保存してください。変更内容はそのまま残っています。',
  notSavedConflict:
    '保存されていません：このドキュメントを開いた後に、ほかのユーザーが変更しました。変更内容はそのまま残っています。必要な内容をコピーしてから再読み込みしてください。',
  conflictTitle: 'ほかの人がこのドキュメントを保存しました',
  conflictText:
    '「{{title}}」を開いた後に、ほかの人が保存しました。今保存すると、その人の変更はあなたの変更で置き換えられます。キャンセルしても、あなたの変更はここに残ります。',
  conflictOverwrite: 'それでも自分の変更を保存',
  notSavedMissing:
    '保存されていません：このドキュメントは存在しないか、変更する権限がなくなりました。変更内容はそのまま残っています。',
  notSavedTooLarge: '保存されていません：ドキュメントが大きすぎます。変更内容はそのまま残っています。',
  notSavedLocked: '保存されていません：ほかのユーザーがこのドキュメントを編集中です。変更内容はそのまま残っています。',
  notSavedRateLimited:
    '保存されていません：リクエストが多すぎます。しばらく待ってから、もう一度保存してください。変更内容はそのまま残っています。',
  notSavedInvalid: '保存されていません：{{message}} 変更内容はそのまま残っています。',

  notFound: 'このドキュメントは存在しないか、表示する権限がありません。',
  backToList: '{{label}}一覧に戻る',
  loadFailed: 'ドキュメントを読み込めませんでした。',
  retry: 'もう一度試す',
  notAllowedToCreate: '{{label}}を作成する権限がありません。',

  leaveTitle: '保存せずに移動しますか？',
  leaveText: '「{{title}}」への変更はまだ保存されていません。このページを離れると変更は失われます。',
  leave: '保存せずに移動',

  deleteTitle: '{{label}}を削除しますか？',
  deleteText: '「{{title}}」は完全に削除されます。この操作は元に戻せません。',
  deleteLinkedFrom: 'ほかのドキュメントからリンクされています：{{list}}。削除すると、これらのリンクはどこも指さなくなります。',
  deleteRichTextNotCounted:
    'ほかのドキュメントのリッチテキストからもリンクされている可能性があります。そのようなリンクはここでは数えていません。',
  deleteLinkedFromMany:
    'ほかのドキュメントからリンクされています：{{list}}。削除すると、これらのリンクはどこも指さなくなります。',
  deleteRichTextNotCountedMany:
    'ほかのドキュメントのリッチテキストからもリンクされている可能性があります。そのようなリンクはここでは数えていません。',
  deleted: '{{label}}「{{title}}」を削除しました。',
  deleteFailed: '削除できませんでした：{{message}}',

  duplicateTitle: '変更を含めずに複製しますか？',
  duplicateText: '複製は最後に保存されたバージョンから作成されます。ここでの未保存の変更は失われます。',
  duplicateAnyway: '保存せずに複製',
  duplicated: '「{{title}}」のコピーを作成しました。',
  duplicateFailed: '複製できませんでした：{{message}}',

  autosavedAt: '{{time}} に保存しました',
  autosaveRetrying: 'サーバーに接続できません：変更はこのブラウザーに保持されています',
  autosaveFailed: '自動保存できませんでした：{{message}}',
  restored: '{{time}} の未保存の変更をこのブラウザーから復元しました。',
  restoredDiscard: '破棄する',
  restoredKeep: '残す',
  draftSaved: '下書きを保存しました。',
  publishedMessage: '{{label}}を公開しました。',
  statusActions: 'ステータス：{{status}}。公開の操作',
  revertToPublished: '公開版に戻す',
  revertTitle: '公開版に戻しますか？',
  revertText: '「{{title}}」の下書きの変更は破棄され、ここには再び公開版が表示されます。',
  revert: '戻す',
  reverting: '戻しています…',
  reverted: '「{{title}}」を公開版に戻しました。',
  revertFailed: '戻せませんでした：{{message}}',
  unpublishTitle: '{{label}}を非公開にしますか？',
  unpublishText: '「{{title}}」は公開されなくなります。内容は下書きとしてここに残ります。',
  unpublished: '「{{title}}」を非公開にしました。',
  unpublishFailed: '非公開にできませんでした：{{message}}',
  previewNone: 'このドキュメントにはまだプレビュー用のアドレスがありません。',
  previewFailed: 'プレビューを開けませんでした：{{message}}',
};
