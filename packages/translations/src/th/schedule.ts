import type { NamespaceStrings } from '../types.ts';

/** Thai: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'ตั้งเวลา',
  title: 'ตั้งเวลาเผยแพร่',
  action: 'การดำเนินการ',
  publish: 'เผยแพร่',
  unpublish: 'ยกเลิกการเผยแพร่',
  dateTime: 'วันที่และเวลา',
  timeZone: 'ตามเขตเวลาของคุณ: {{zone}}',
  submit: 'ตั้งเวลา',
  upcoming: 'เหตุการณ์ที่กำลังจะมาถึง',
  none: 'ยังไม่มีการตั้งเวลา',
  cancel: 'ยกเลิก',
  cancelEvent: 'ยกเลิก{{type}}เมื่อ {{date}}',
  close: 'ปิด',
  scheduled: 'ตั้งเวลาแล้ว',
  cancelled: 'ยกเลิกเหตุการณ์ที่ตั้งเวลาไว้แล้ว',
  pastDate: 'เลือกเวลาในอนาคต',
  notEnabled: 'ไม่ได้เปิดการตั้งเวลาเผยแพร่สำหรับ {{slug}}',
  invalidType: 'เลือก "publish" หรือ "unpublish"',
  invalidDate: 'ระบุวันที่และเวลาพร้อมค่าต่างจาก UTC (ISO 8601) เช่น 2030-01-31T09:00:00Z',
  invalidLocale: 'นี่ไม่ใช่ภาษาที่ตั้งค่าไว้',
  jobNotFound: 'ไม่มีเหตุการณ์ที่ตั้งเวลาไว้ซึ่งมี ID นี้',
  scheduledSuccessfully: 'ตั้งเวลาสำเร็จ',
  cancelledSuccessfully: 'ยกเลิกเหตุการณ์ที่ตั้งเวลาไว้แล้ว',
};
