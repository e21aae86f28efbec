import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'ย้าย {{name}}',
  instructions:
    'หากต้องการย้ายส่วนนี้ของข้อความ ให้กด Space หรือ Enter ที่จุดจับ ใช้ปุ่มลูกศรขึ้นและลงเพื่อเลื่อน แล้วกด Space หรือ Enter เพื่อวาง หรือกด Escape เพื่อยกเลิก',
  pickedUp: 'หยิบ {{name}} แล้ว ตำแหน่ง {{position}} จาก {{count}}',
  over: 'จะย้ายไปที่ตำแหน่ง {{position}} จาก {{count}}',
  dropped: 'วางที่ตำแหน่ง {{position}} จาก {{count}} แล้ว',
  cancelled: 'ยกเลิกการย้ายแล้ว ไม่มีอะไรเปลี่ยนแปลง',
};
