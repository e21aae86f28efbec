import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'กำลังอัปโหลดรูปภาพที่วาง…',
  uploadFailed: 'อัปโหลดรูปภาพที่วางไม่สำเร็จหนึ่งรูป: {{reason}}',
  imagesLeftOut: 'รูปภาพที่เก็บไว้บนเว็บไซต์อื่นหรือในคอมพิวเตอร์ของคุณไม่ได้ถูกวางลงมา โปรดอัปโหลดก่อน แล้วจึงแทรกจากแถบเครื่องมือ',
  noImages: 'ช่องนี้ไม่รับรูปภาพ จึงไม่ได้วางรูปภาพที่คัดลอกมา',
};
