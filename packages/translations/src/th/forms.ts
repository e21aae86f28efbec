import type { NamespaceStrings } from '../types.ts';

/** Thai: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'เลือกฟิลด์',
  noFormFields: 'แบบฟอร์มนี้ยังไม่มีฟิลด์ให้เลือก',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'ฟิลด์ที่เลือกต้องเป็นฟิลด์ตัวเลข',
  valueOfField: 'ราคาใช้ค่าที่ส่งมาใน {{field}}',
  chooseFieldFirst: 'เลือกฟิลด์ที่จะใช้ก่อน',
  submissions: 'การส่งแบบฟอร์ม',
  noSubmissions: 'ยังไม่มีการส่งแบบฟอร์ม',
  saveFormFirst: 'การส่งจะแสดงที่นี่เมื่อบันทึกแบบฟอร์มแล้ว',
  loadingSubmissions: 'กำลังโหลดการส่งแบบฟอร์ม…',
  submissionsFailed: 'โหลดการส่งแบบฟอร์มไม่ได้',
  submitted: 'ส่งเมื่อ',
  values: 'ค่า',
};
