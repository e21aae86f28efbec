import type { NamespaceStrings } from '../types.ts';

/** Thai: content kept in several languages, the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'ภาษาของเนื้อหา',
  chooseLocale: 'แก้ไขในภาษา',
  copyFromLocale: 'คัดลอกจากภาษาอื่น',
  copyFromLocaleIntro: 'เติมฟิลด์ที่ว่างของ {{target}} ด้วยค่าจาก:',
  copyFromLocaleDone: 'เติมฟิลด์ที่ว่างจาก {{source}} แล้ว',
  copyFromLocaleNothing: 'ไม่มีฟิลด์ที่ว่างใดที่มีค่าใน {{source}} ให้นำมาใช้',
  localizedField: 'แปลแยกตามภาษา',
};
