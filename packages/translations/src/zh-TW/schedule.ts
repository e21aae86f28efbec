import type { NamespaceStrings } from '../types.ts';

/** Chinese (Traditional): scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: '排程',
  title: '排程發佈',
  action: '動作',
  publish: '發佈',
  unpublish: '取消發佈',
  dateTime: '日期與時間',
  timeZone: '依你的時區：{{zone}}',
  submit: '排程',
  upcoming: '即將進行的事件',
  none: '目前沒有排程。',
  cancel: '取消',
  cancelEvent: '取消 {{date}} 的{{type}}',
  close: '關閉',
  scheduled: '已排程。',
  cancelled: '已取消排程事件。',
  pastDate: '請選擇未來的時間。',
  notEnabled: '{{slug}} 未開啟排程發佈。',
  invalidType: '請選擇「publish」或「unpublish」。',
  invalidDate: '請提供含 UTC 時差的日期與時間（ISO 8601），例如 2030-01-31T09:00:00Z。',
  invalidLocale: '這不是已設定的語言之一。',
  jobNotFound: '沒有此 ID 的待執行排程事件。',
  scheduledSuccessfully: '排程成功。',
  cancelledSuccessfully: '已取消排程事件。',
};
