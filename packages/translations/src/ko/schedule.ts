import type { NamespaceStrings } from '../types.ts';

/** Korean: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: '예약',
  title: '게시 예약',
  action: '작업',
  publish: '게시',
  unpublish: '게시 취소',
  dateTime: '날짜 및 시간',
  timeZone: '사용자 시간대: {{zone}}',
  submit: '예약하기',
  upcoming: '예정된 일정',
  none: '예약된 항목이 없습니다.',
  cancel: '취소',
  cancelEvent: '{{date}}의 {{type}} 취소',
  close: '닫기',
  scheduled: '예약되었습니다.',
  cancelled: '예약된 일정이 취소되었습니다.',
  pastDate: '미래의 시점을 선택하세요.',
  notEnabled: '{{slug}}에 예약 게시가 켜져 있지 않습니다.',
  invalidType: '"publish" 또는 "unpublish"를 선택하세요.',
  invalidDate: 'UTC와의 시차를 포함한 날짜와 시간을 입력하세요(ISO 8601). 예: 2030-01-31T09:00:00Z',
  invalidLocale: '설정된 로케일이 아닙니다.',
  jobNotFound: '이 ID의 예정된 일정이 없습니다.',
  scheduledSuccessfully: '예약되었습니다.',
  cancelledSuccessfully: '예약된 일정이 취소되었습니다.',
};
