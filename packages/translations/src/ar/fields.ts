import type { NamespaceStrings } from '../types.ts';

/** Arabic: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'فيه أخطاء',
  clearValue: 'مسح {{label}}',
  noMatches: 'لا توجد نتائج مطابقة.',
  chooseOption: 'اختر خيارًا…',

  // Text and number lists
  onePerLine: 'قيمة واحدة في كل سطر.',
  commaSeparated: 'افصل بين الأرقام بفواصل.',

  // Code
  codeTabHint: 'يضيف Tab مسافة بادئة ويزيلها Shift+Tab. لمغادرة الحقل، اضغط Esc ثم Tab.',
  codeTabReleased: 'أصبح Tab ينقلك الآن إلى الحقل التالي.',

  // Date
  timeZone: 'الأوقات حسب منطقتك الزمنية ({{zone}}).',

  // JSON
  invalidJSON: 'هذا ليس JSON صالحًا بعد ({{reason}}). تبقى آخر قيمة صالحة محفوظة إلى أن يصبح صالحًا.',

  // Point
  latitude: 'خط العرض',
  longitude: 'خط الطول',

  // Arrays and blocks
  row: 'صف',
  rows: 'صفوف',
  block: 'كتلة',
  blocks: 'كتل',
  rowLabel: 'الصف {{number}}',
  addLabel: 'إضافة {{label}}',
  noRows: 'لم تتم إضافة أي شيء بعد.',
  chooseBlock: 'اختر كتلة',
  unknownBlock: 'كتلة غير معروفة',
  blockName: 'اسم الكتلة',
  blockNamePlaceholder: 'اختياري: اسم يميّز هذه الكتلة في القائمة',
  moveRow: 'نقل {{row}}',
  duplicateRow: 'تكرار {{row}}',
  removeRow: 'إزالة {{row}}',
  collapseAll: 'طيّ الكل',
  expandAll: 'توسيع الكل',
  dragInstructions:
    'لنقل صف، اضغط مفتاح المسافة أو Enter على مقبضه، وحرّكه بمفتاحي السهم لأعلى ولأسفل، ثم اضغط المسافة أو Enter لإفلاته، أو Escape للإلغاء.',
  dragPickedUp: 'تم التقاط الصف في الموضع {{position}} من {{count}}.',
  dragMovedTo: 'الصف الآن فوق الموضع {{position}} من {{count}}.',
  dragDropped: 'تم إفلات الصف في الموضع {{position}} من {{count}}.',
  dragCancelled: 'أُلغي النقل، وعاد الصف إلى مكانه.',

  // Tabs
  tabNumber: 'علامة التبويب {{number}}',

  // Relationships and uploads
  documents: 'المستندات',
  searchCollection: 'البحث في {{label}}',
  searchToReplace: 'ابحث للاستبدال…',
  showOptions: 'إظهار الخيارات',
  selectedDocuments: 'العناصر المحددة: {{label}}',
  editLabel: 'تعديل {{label}}',
  editDocument: 'تعديل «{{title}}»',
  removeDocument: 'إزالة «{{title}}»',
  swap: 'استبدال',
  swapDocument: 'استبدال «{{title}}» بملف آخر',
  missingDocument: 'مستند مفقود ({{id}})',
  chooseFrom: 'اختر من {{label}}',
  collection: 'المجموعة',
  alreadySelected: '«{{title}}» (محدد بالفعل)',
  loadMore: 'تحميل المزيد',
  discardDrawerTitle: 'هل تريد تجاهل تغييراتك؟',
  discardDrawerText: 'ما غيّرته في هذه اللوحة الجانبية لم يُحفظ بعد. إغلاقها يعني التخلي عن هذه التغييرات.',
  discardDrawerConfirm: 'تجاهل التغييرات',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'المحتوى',
  seoTab: 'تحسين محركات البحث',
  seoGroup: 'البحث والمشاركة',
  seoMetaTitle: 'العنوان التعريفي',
  seoMetaDescription: 'الوصف التعريفي',
  seoMetaImage: 'صورة المعاينة',
  seoOverview: 'الظهور في محركات البحث',
  seoChecks: 'الفحوصات الناجحة: {{passing}}/{{total}}',
  seoMissing: 'مفقود',
  seoTooShort: 'قصير جدًا',
  seoAlmostThere: 'قريب من المطلوب',
  seoGood: 'جيد',
  seoTooLong: 'طويل جدًا',
  seoNoImage: 'لا توجد صورة',
  seoLength: 'عدد الأحرف: {{count}} من {{range}}',
  seoPreview: 'معاينة في نتائج البحث',
  seoTitleTips: 'كيف تكتب عنوانًا جيدًا',
  seoDescriptionTips: 'كيف تكتب وصفًا جيدًا',
  seoGenerate: 'إنشاء تلقائي',
  seoGenerateField: 'إنشاء {{label}} تلقائيًا',

  // Join fields: the documents that point at this one
  joinEmpty: 'لا يوجد ما يشير إلى هنا بعد.',
  joinShowing: 'يُعرض {{shown}} من أصل {{total}}.',
};
