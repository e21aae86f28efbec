import type { NamespaceStrings } from '../types.ts';

/** Japanese: errors the server answers with, and the admin shows as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: '何も見つかりませんでした。',
  documentNotFound: '{{collection}}にID {{id}}のドキュメントはありません。',
  collectionNotFound: '「{{slug}}」というコレクションはありません。',
  globalNotFound: '「{{slug}}」というグローバルはありません。',
  routeNotFound: '{{method}} {{url}}に応答するものはありません。',
  unauthorized: 'この操作を行うにはログインしてください。',
  notAllowedToPerformAction: 'この操作を行う権限がありません。',
  notAllowedToAccessPage: 'このページを開く権限がありません。',
  unknown: '原因不明の問題が発生しました。',
  unspecific: '問題が発生しました。',
  conflict: 'このドキュメントを開いた後に、ほかのユーザーが変更しました。',
  invalidExpectedUpdatedAt:
    '想定される updatedAt の値「{{value}}」は日付ではありません。読み込んだときのドキュメントの updatedAt を送ってください。',
  seoNoGenerator: '「{{path}}」には {{kind}} のジェネレーターが設定されていません。',
  payloadTooLarge: 'リクエストが大きすぎます。上限は{{limit}}バイトです。',
  jsonBodyTooDeep: 'JSON 本文の入れ子が {{limit}} 階層を超えています。',
  whereTooDeep: 'where フィルターの入れ子が {{limit}} 階層を超えています。',
  unstorableText:
    '{{path}} に NUL 文字または対になっていないサロゲートが含まれており、保存できません。取り除いてから送信し直してください。',
  bulkUpdateNeedsWhere:
    '複数のドキュメントを更新するには、その一部を選ぶ where フィルターが必要です（例: ?where[status][equals]=draft）。空または未指定ではすべてが変更されるため、何も変更していません。',
  bulkDeleteNeedsWhere:
    '複数のドキュメントを削除するには、その一部を選ぶ where フィルターが必要です（例: ?where[status][equals]=draft）。空または未指定ではすべてが削除されるため、何も削除していません。',
  richTextComparesWithText:
    '「{{path}}」{{operator}} の値が無効です: リッチテキストのフィールドはテキストと比較するもので、リストやオブジェクトとは比較できません。',
  queryNumberNotExact:
    '「{{path}}」{{operator}} の値が無効です: {{value}} は ±{{limit}} を超えており、その先の数値は正確ではありません。',
  documentLocked: 'このドキュメントは現在ほかのユーザーが編集中です。',
  tooManyRequests: '短時間にリクエストが集中しています。しばらく待ってから、もう一度お試しください。',
  malformedJSON: 'リクエスト本文をJSONとして読み取れませんでした：{{reason}}',
  invalidID: '「{{id}}」は{{collection}}のIDとして使用できません。',
  unableToDeleteCount: '{{label}}{{total}}件のうち{{count}}件を削除できませんでした。',
  unableToUpdateCount: '{{label}}{{total}}件のうち{{count}}件を更新できませんでした。',
  noMatchedField: '「{{label}}」に一致するフィールドはありません。',
  emailOrPasswordIncorrect: 'メールアドレスまたはパスワードが正しくありません。',
  usernameOrPasswordIncorrect: 'ユーザー名またはパスワードが正しくありません。',
  userEmailAlreadyRegistered: 'このメールアドレスのアカウントはすでに存在します。',
  usernameAlreadyRegistered: 'このユーザー名のアカウントはすでに存在します。',
  tokenNotProvided: 'このリクエストにはセッションがありません。先にログインしてください。',
  logoutFailed: 'ログアウトできませんでした：このリクエストにはログイン中のセッションがありません。',
  userLocked:
    'ログインの失敗が続いたため、このアカウントはロックされました。しばらくしてからもう一度お試しいただくか、管理者にロックの解除を依頼してください。',
  tokenExpired: 'セッションが終了しました。もう一度ログインしてください。',
  tokenInvalid: 'このトークンは信頼できません（署名、アルゴリズム、またはクレームが正しくありません）。',
  tokenRevoked: 'このセッションは終了しています（ログアウトまたはパスワード変更のため）。もう一度ログインしてください。',
  sessionTooOld: 'このログインは古すぎるため更新できません。もう一度ログインしてください。',
  accountGone: 'このトークンが属していたアカウントは削除されました。',
  apiKeyInvalid: 'このAPIキーは不明か、すでに置き換えられています。',
  unverifiedEmail: 'ログインする前にメールアドレスを確認してください。',
  tokenInvalidOrExpired: 'このリンクはもう有効ではありません。新しいリンクをリクエストしてください。',
  verificationTokenInvalid: 'この確認リンクは無効か、すでに使用されています。',
  firstUserExists: '最初のアカウントはすでに存在します。ログインしてください。',
  firstRegisterAdminOnly:
    'この方法で作成できるのは管理画面（「{{slug}}」）の最初のアカウントだけです。アカウントは管理者に依頼してください。',
  authCollectionNotFound: '「{{slug}}」というアカウント用コレクションはありません。',
  userNotFound: 'そのメールアドレスまたはユーザー名のアカウントはありません。',
  preferenceNotFound: '保存された設定「{{key}}」はありません。',
};
