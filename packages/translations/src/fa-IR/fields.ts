import type { NamespaceStrings } from '../types.ts';

/** Persian: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'دارای خطا',
  clearValue: 'پاک کردن {{label}}',
  noMatches: 'موردی پیدا نشد.',
  chooseOption: 'یکی را انتخاب کنید…',

  // Text and number lists
  onePerLine: 'در هر خط یک مقدار.',
  commaSeparated: 'عددها را با ویرگول از هم جدا کنید.',

  // Code
  codeTabHint: 'Tab تورفتگی اضافه می‌کند و Shift+Tab آن را کم می‌کند. برای خروج از فیلد، Esc و سپس Tab را بزنید.',
  codeTabReleased: 'اکنون Tab به فیلد بعدی می‌رود.',

  // Date
  timeZone: 'زمان‌ها به وقت منطقهٔ زمانی شما ({{zone}}) هستند.',

  // JSON
  invalidJSON: 'این هنوز JSON معتبری نیست ({{reason}}). تا وقتی معتبر شود، آخرین مقدار معتبر نگه داشته می‌شود.',

  // Point
  latitude: 'عرض جغرافیایی',
  longitude: 'طول جغرافیایی',

  // Arrays and blocks
  row: 'ردیف',
  rows: 'ردیف‌ها',
  block: 'بلوک',
  blocks: 'بلوک‌ها',
  rowLabel: 'ردیف {{number}}',
  addLabel: 'افزودن {{label}}',
  noRows: 'هنوز چیزی اضافه نشده است.',
  chooseBlock: 'یک بلوک انتخاب کنید',
  unknownBlock: 'بلوک ناشناخته',
  blockName: 'نام بلوک',
  blockNamePlaceholder: 'اختیاری: نامی برای این بلوک در فهرست',
  moveRow: 'جابه‌جایی {{row}}',
  duplicateRow: 'تکثیر {{row}}',
  removeRow: 'برداشتن {{row}}',
  collapseAll: 'بستن همه',
  expandAll: 'باز کردن همه',
  dragInstructions:
    'برای جابه‌جایی یک ردیف، روی دستگیرهٔ آن کلید فاصله یا Enter را بزنید، با کلیدهای جهت‌نمای بالا و پایین آن را جابه‌جا کنید، سپس برای رها کردن کلید فاصله یا Enter و برای لغو Escape را بزنید.',
  dragPickedUp: 'ردیفِ موقعیت {{position}} از {{count}} برداشته شد.',
  dragMovedTo: 'ردیف روی موقعیت {{position}} از {{count}} قرار دارد.',
  dragDropped: 'ردیف در موقعیت {{position}} از {{count}} رها شد.',
  dragCancelled: 'جابه‌جایی لغو شد؛ ردیف به جای قبلی‌اش برگشت.',

  // Tabs
  tabNumber: 'زبانهٔ {{number}}',

  // Relationships and uploads
  documents: 'سندها',
  searchCollection: 'جست‌وجو در {{label}}',
  searchToReplace: 'برای جایگزینی جست‌وجو کنید…',
  showOptions: 'نمایش گزینه‌ها',
  selectedDocuments: 'انتخاب‌شده‌ها: {{label}}',
  editLabel: 'ویرایش {{label}}',
  editDocument: 'ویرایش «{{title}}»',
  removeDocument: 'برداشتن «{{title}}»',
  swap: 'جایگزینی',
  swapDocument: 'جایگزینی «{{title}}» با فایلی دیگر',
  missingDocument: 'سند ناموجود ({{id}})',
  chooseFrom: 'انتخاب از {{label}}',
  collection: 'مجموعه',
  alreadySelected: '«{{title}}» (از قبل انتخاب شده)',
  loadMore: 'بارگیری بیشتر',
  discardDrawerTitle: 'تغییرات کنار گذاشته شود؟',
  discardDrawerText: 'تغییراتی که در این پنل داده‌اید هنوز ذخیره نشده است. با بستن آن، این تغییرات از بین می‌روند.',
  discardDrawerConfirm: 'کنار گذاشتن تغییرات',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'محتوا',
  seoTab: 'سئو',
  seoGroup: 'جستجو و اشتراک‌گذاری',
  seoMetaTitle: 'عنوان متا',
  seoMetaDescription: 'توضیحات متا',
  seoMetaImage: 'تصویر پیش‌نمایش',
  seoOverview: 'نمایش در موتورهای جست‌وجو',
  seoChecks: 'بررسی‌های موفق: {{passing}} از {{total}}',
  seoMissing: 'خالی',
  seoTooShort: 'خیلی کوتاه',
  seoAlmostThere: 'تقریباً مناسب',
  seoGood: 'خوب',
  seoTooLong: 'خیلی بلند',
  seoNoImage: 'بدون تصویر',
  seoLength: '{{count}} از {{range}} کاراکتر',
  seoPreview: 'پیش‌نمایش در نتایج جست‌وجو',
  seoTitleTips: 'چگونه عنوان خوبی بنویسید',
  seoDescriptionTips: 'چگونه توضیح خوبی بنویسید',
  seoGenerate: 'تولید',
  seoGenerateField: 'تولید {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'هنوز چیزی به اینجا پیوند نداده است.',
  joinShowing: 'نمایش {{shown}} از {{total}}.',
};
