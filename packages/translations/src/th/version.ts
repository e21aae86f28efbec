import type { NamespaceStrings } from '../types.ts';

/** Thai: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'ฉบับร่าง',
  published: 'เผยแพร่แล้ว',
  changed: 'มีการเปลี่ยนแปลงหลังเผยแพร่',
  publish: 'เผยแพร่',
  publishing: 'กำลังเผยแพร่…',
  unpublish: 'ยกเลิกการเผยแพร่',
  unpublishingDocument: 'กำลังยกเลิกการเผยแพร่…',
  saveDraft: 'บันทึกฉบับร่าง',
  autosaving: 'กำลังบันทึกอัตโนมัติ…',
  previewing: 'กำลังเปิดตัวอย่าง…',
  preview: 'ดูตัวอย่าง',
  versions: 'เวอร์ชัน',
};
