import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Lên lịch',
  title: 'Lên lịch xuất bản',
  action: 'Thao tác',
  publish: 'Xuất bản',
  unpublish: 'Hủy xuất bản',
  dateTime: 'Ngày và giờ',
  timeZone: 'Theo múi giờ của bạn: {{zone}}',
  submit: 'Lên lịch',
  upcoming: 'Sự kiện sắp tới',
  none: 'Chưa có gì được lên lịch.',
  cancel: 'Hủy',
  cancelEvent: 'Hủy {{type}} vào {{date}}',
  close: 'Đóng',
  scheduled: 'Đã lên lịch.',
  cancelled: 'Đã hủy sự kiện đã lên lịch.',
  pastDate: 'Hãy chọn một thời điểm trong tương lai.',
  notEnabled: 'Chưa bật xuất bản theo lịch cho {{slug}}.',
  invalidType: 'Hãy chọn "publish" hoặc "unpublish".',
  invalidDate: 'Hãy nhập ngày giờ kèm độ lệch so với UTC (ISO 8601), ví dụ 2030-01-31T09:00:00Z.',
  invalidLocale: 'Đây không phải là một trong các ngôn ngữ đã cấu hình.',
  jobNotFound: 'Không có sự kiện đã lên lịch nào sắp tới có ID này.',
  scheduledSuccessfully: 'Lên lịch thành công.',
  cancelledSuccessfully: 'Đã hủy sự kiện đã lên lịch.',
};
