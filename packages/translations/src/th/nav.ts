import type { NamespaceStrings } from '../types.ts';

/** Thai: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'เมนูหลัก',
  dashboard: 'แดชบอร์ด',
  collections: 'คอลเลกชัน',
  globals: 'ข้อมูลส่วนกลาง',
  open: 'เปิดเมนูนำทาง',
  close: 'ปิดเมนูนำทาง',
  dashboardIntro: 'ทุกอย่างที่คุณแก้ไขได้ แยกตามหมวด',
  createShortcut: 'สร้าง {{label}} ใหม่',
  documentCount_one: '{{formatted}} เอกสาร',
  documentCount_other: '{{formatted}} เอกสาร',
  editGlobal: 'แก้ไข',
};
