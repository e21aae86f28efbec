import type { NamespaceStrings } from '../types.ts';

/** Japanese: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: '予約',
  title: '公開を予約',
  action: '操作',
  publish: '公開',
  unpublish: '非公開にする',
  dateTime: '日時',
  timeZone: 'あなたのタイムゾーン: {{zone}}',
  submit: '予約する',
  upcoming: '今後の予定',
  none: '予約はありません。',
  cancel: '取り消す',
  cancelEvent: '{{date}} の{{type}}を取り消す',
  close: '閉じる',
  scheduled: '予約しました。',
  cancelled: '予約を取り消しました。',
  pastDate: '未来の日時を選んでください。',
  notEnabled: '{{slug}} では予約公開が有効になっていません。',
  invalidType: '「publish」または「unpublish」を選んでください。',
  invalidDate: 'UTC との時差を含む日時を指定してください (ISO 8601)。例: 2030-01-31T09:00:00Z',
  invalidLocale: '設定されたロケールではありません。',
  jobNotFound: 'この ID の予定はありません。',
  scheduledSuccessfully: '予約しました。',
  cancelledSuccessfully: '予約を取り消しました。',
};
