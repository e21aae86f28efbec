import type { NamespaceStrings } from '../types.ts';

/** Thai: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked: '{{user}} กำลังแก้ไข{{label}}นี้ (ID {{id}}) จึงยังเปลี่ยนแปลงไม่ได้ในตอนนี้ ลองอีกครั้งเมื่อแก้ไขเสร็จ หรือรับช่วงการแก้ไขต่อ',
  globalLocked: '{{user}} กำลังแก้ไข{{label}} จึงยังเปลี่ยนแปลงไม่ได้ในตอนนี้ ลองอีกครั้งเมื่อแก้ไขเสร็จ หรือรับช่วงการแก้ไขต่อ',
  notLockable: '"{{slug}}" ไม่ล็อกเอกสารของตน (lockDocuments เป็น false)',
  takeOverNotAllowed: 'คุณไม่มีสิทธิ์รับช่วงการแก้ไขจากผู้ใช้อื่น',
  lockTaken: 'ตอนนี้คุณเป็นผู้แก้ไขเอกสารนี้',
  lockReleased: 'คุณไม่ได้แก้ไขเอกสารนี้อีกต่อไป',
  lockedBanner: '{{user}} กำลังแก้ไขเอกสารนี้ คุณจึงดูได้อย่างเดียว',
  takeOver: 'รับช่วงการแก้ไข',
  takeOverTitle: 'รับช่วงการแก้ไขหรือไม่',
  takeOverBody: '{{user}} จะได้รับแจ้ง และฟอร์มของเขาจะเป็นแบบอ่านอย่างเดียว การเปลี่ยนแปลงที่เขายังไม่ได้บันทึกจะไม่อยู่ในเอกสารนี้',
  takeOverConfirm: 'รับช่วง',
  tookOver: 'ตอนนี้คุณเป็นผู้แก้ไขเอกสารนี้',
  lostTitle: '{{user}} รับช่วงการแก้ไขแล้ว',
  lostBody: 'ฟอร์มของคุณเป็นแบบอ่านอย่างเดียวแล้ว สิ่งที่ยังไม่ได้บันทึกยังแสดงอยู่ คุณจึงคัดลอกไว้ก่อนออกได้',
  lostBanner: '{{user}} รับช่วงการแก้ไขแล้ว ข้อความที่ยังไม่ได้บันทึกของคุณยังอยู่ด้านล่าง แบบอ่านอย่างเดียว',
  keepViewing: 'ดูต่อ',
  editingNow: '{{user}} กำลังแก้ไข',
};
