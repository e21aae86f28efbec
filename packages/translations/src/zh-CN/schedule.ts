import type { NamespaceStrings } from '../types.ts';

/** Chinese (Simplified): scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: '定时',
  title: '定时发布',
  action: '操作',
  publish: '发布',
  unpublish: '取消发布',
  dateTime: '日期和时间',
  timeZone: '按你的时区：{{zone}}',
  submit: '定时',
  upcoming: '即将进行的事件',
  none: '暂无定时安排。',
  cancel: '取消',
  cancelEvent: '取消 {{date}} 的{{type}}',
  close: '关闭',
  scheduled: '已安排。',
  cancelled: '已取消定时事件。',
  pastDate: '请选择将来的时间。',
  notEnabled: '{{slug}} 未开启定时发布。',
  invalidType: '请选择“publish”或“unpublish”。',
  invalidDate: '请提供带有 UTC 偏移量的日期和时间（ISO 8601），例如 2030-01-31T09:00:00Z。',
  invalidLocale: '这不是已配置的语言之一。',
  jobNotFound: '没有此 ID 的待执行定时事件。',
  scheduledSuccessfully: '定时成功。',
  cancelledSuccessfully: '已取消定时事件。',
};
