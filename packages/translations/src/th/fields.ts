import type { NamespaceStrings } from '../types.ts';

/** Thai: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'มีข้อผิดพลาด',
  clearValue: 'ล้าง {{label}}',
  noMatches: 'ไม่มีรายการที่ตรงกัน',
  chooseOption: 'เลือกหนึ่งรายการ…',

  // Text and number lists
  onePerLine: 'บรรทัดละหนึ่งค่า',
  commaSeparated: 'คั่นตัวเลขด้วยจุลภาค',

  // Code
  codeTabHint: 'กด Tab เพื่อเยื้องเข้า กด Shift+Tab เพื่อเยื้องออก หากต้องการออกจากฟิลด์ ให้กด Esc แล้วกด Tab',
  codeTabReleased: 'ตอนนี้ Tab จะย้ายไปยังฟิลด์ถัดไป',

  // Date
  timeZone: 'เวลาแสดงตามเขตเวลาของคุณ ({{zone}})',

  // JSON
  invalidJSON: 'ยังไม่ใช่ JSON ที่ถูกต้อง ({{reason}}) ระบบจะเก็บค่าที่ถูกต้องล่าสุดไว้จนกว่าจะแก้ไขเสร็จ',

  // Point
  latitude: 'ละติจูด',
  longitude: 'ลองจิจูด',

  // Arrays and blocks
  row: 'แถว',
  rows: 'แถว',
  block: 'บล็อก',
  blocks: 'บล็อก',
  rowLabel: 'แถว {{number}}',
  addLabel: 'เพิ่ม {{label}}',
  noRows: 'ยังไม่มีรายการ',
  chooseBlock: 'เลือกบล็อก',
  unknownBlock: 'บล็อกที่ไม่รู้จัก',
  blockName: 'ชื่อบล็อก',
  blockNamePlaceholder: 'ไม่บังคับ: ใช้เป็นชื่อของบล็อกนี้ในรายการ',
  moveRow: 'ย้าย {{row}}',
  duplicateRow: 'ทำสำเนา {{row}}',
  removeRow: 'นำ {{row}} ออก',
  collapseAll: 'ยุบทั้งหมด',
  expandAll: 'แสดงทั้งหมด',
  dragInstructions:
    'หากต้องการย้ายแถว ให้กด Space หรือ Enter ที่จุดจับของแถว ใช้ปุ่มลูกศรขึ้นและลงเพื่อเลื่อน แล้วกด Space หรือ Enter เพื่อวาง หรือกด Escape เพื่อยกเลิก',
  dragPickedUp: 'หยิบแถวที่ตำแหน่ง {{position}} จาก {{count}} แล้ว',
  dragMovedTo: 'แถวอยู่เหนือตำแหน่ง {{position}} จาก {{count}}',
  dragDropped: 'วางแถวที่ตำแหน่ง {{position}} จาก {{count}} แล้ว',
  dragCancelled: 'ยกเลิกการย้ายแล้ว แถวกลับไปอยู่ที่เดิม',

  // Tabs
  tabNumber: 'แท็บ {{number}}',

  // Relationships and uploads
  documents: 'เอกสาร',
  searchCollection: 'ค้นหา {{label}}',
  searchToReplace: 'ค้นหาเพื่อแทนที่…',
  showOptions: 'แสดงตัวเลือก',
  selectedDocuments: 'ที่เลือกไว้: {{label}}',
  editLabel: 'แก้ไข {{label}}',
  editDocument: 'แก้ไข “{{title}}”',
  removeDocument: 'นำ “{{title}}” ออก',
  swap: 'สลับ',
  swapDocument: 'สลับ “{{title}}” เป็นไฟล์อื่น',
  missingDocument: 'ไม่พบเอกสาร ({{id}})',
  chooseFrom: 'เลือกจาก {{label}}',
  collection: 'คอลเลกชัน',
  alreadySelected: '“{{title}}” (เลือกไว้แล้ว)',
  loadMore: 'โหลดเพิ่ม',
  discardDrawerTitle: 'ละทิ้งการเปลี่ยนแปลงใช่ไหม',
  discardDrawerText: 'การเปลี่ยนแปลงในแผงนี้ยังไม่ได้บันทึก หากปิดแผง การเปลี่ยนแปลงเหล่านั้นจะถูกละทิ้ง',
  discardDrawerConfirm: 'ละทิ้งการเปลี่ยนแปลง',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'เนื้อหา',
  seoTab: 'SEO',
  seoGroup: 'การค้นหาและการแชร์',
  seoMetaTitle: 'ชื่อเมตา',
  seoMetaDescription: 'คำอธิบายเมตา',
  seoMetaImage: 'รูปภาพตัวอย่าง',
  seoOverview: 'การแสดงผลในการค้นหา',
  seoChecks: 'ผ่านการตรวจสอบ {{passing}}/{{total}} รายการ',
  seoMissing: 'ยังไม่มี',
  seoTooShort: 'สั้นเกินไป',
  seoAlmostThere: 'เกือบได้แล้ว',
  seoGood: 'ดี',
  seoTooLong: 'ยาวเกินไป',
  seoNoImage: 'ไม่มีรูปภาพ',
  seoLength: '{{count}} จาก {{range}} ตัวอักษร',
  seoPreview: 'ตัวอย่างในผลการค้นหา',
  seoTitleTips: 'วิธีเขียนชื่อเรื่องที่ดี',
  seoDescriptionTips: 'วิธีเขียนคำอธิบายที่ดี',
  seoGenerate: 'สร้าง',
  seoGenerateField: 'สร้าง {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'ยังไม่มีรายการใดอ้างอิงมาที่นี่',
  joinShowing: 'แสดง {{shown}} จาก {{total}} รายการ',
};
