import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: strings of the fields area: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'xətalar var',
  clearValue: 'Təmizlə: {{label}}',
  noMatches: 'Uyğun nəticə yoxdur.',
  chooseOption: 'Birini seçin…',

  // Text and number lists
  onePerLine: 'Hər sətirdə bir dəyər.',
  commaSeparated: 'Ədədləri vergüllə ayırın.',

  // Code
  codeTabHint: 'Tab abzas əlavə edir, Shift+Tab abzası azaldır. Sahədən çıxmaq üçün Esc, sonra Tab düyməsini basın.',
  codeTabReleased: 'Tab indi növbəti sahəyə keçir.',

  // Date
  timeZone: 'Vaxtlar sizin saat qurşağınıza görədir ({{zone}}).',

  // JSON
  invalidJSON: 'Bu hələ etibarlı JSON deyil ({{reason}}). O vaxta qədər son etibarlı dəyər saxlanılır.',

  // Point
  latitude: 'En dairəsi',
  longitude: 'Uzunluq dairəsi',

  // Arrays and blocks
  row: 'Sətir',
  rows: 'Sətirlər',
  block: 'Blok',
  blocks: 'Bloklar',
  rowLabel: 'Sətir {{number}}',
  addLabel: '{{label}} əlavə et',
  noRows: 'Hələ heç nə əlavə edilməyib.',
  chooseBlock: 'Blok seçin',
  unknownBlock: 'Naməlum blok',
  blockName: 'Blokun adı',
  blockNamePlaceholder: 'İstəyə bağlı: siyahıda bu blokun adı',
  moveRow: 'Yerini dəyiş: {{row}}',
  duplicateRow: 'Surət yarat: {{row}}',
  removeRow: 'Çıxar: {{row}}',
  collapseAll: 'Hamısını yığ',
  expandAll: 'Hamısını aç',
  dragInstructions:
    'Sətrin yerini dəyişmək üçün onun tutacağında Boşluq və ya Enter düyməsini basın, yuxarı və aşağı ox düymələri ilə hərəkət etdirin, sonra yerləşdirmək üçün Boşluq və ya Enter, ləğv etmək üçün isə Esc düyməsini basın.',
  dragPickedUp: 'Sətir götürüldü: mövqe {{position}}, cəmi {{count}}.',
  dragMovedTo: 'Sətir indi bu mövqedədir: {{position}}, cəmi {{count}}.',
  dragDropped: 'Sətir yerləşdirildi: mövqe {{position}}, cəmi {{count}}.',
  dragCancelled: 'Yerdəyişmə ləğv edildi; sətir əvvəlki yerinə qayıtdı.',

  // Tabs
  tabNumber: 'Vərəq {{number}}',

  // Relationships and uploads
  documents: 'sənədlər',
  searchCollection: 'Axtar: {{label}}',
  searchToReplace: 'Əvəz etmək üçün axtarın…',
  showOptions: 'Seçimləri göstər',
  selectedDocuments: 'Seçilənlər: {{label}}',
  editLabel: 'Redaktə et: {{label}}',
  editDocument: 'Redaktə et: «{{title}}»',
  removeDocument: 'Çıxar: «{{title}}»',
  swap: 'Əvəz et',
  swapDocument: '«{{title}}» faylını başqası ilə əvəz et',
  missingDocument: 'Çatışmayan sənəd ({{id}})',
  chooseFrom: 'Seç: {{label}}',
  collection: 'Kolleksiya',
  alreadySelected: '«{{title}}» (artıq seçilib)',
  loadMore: 'Daha çox yüklə',
  discardDrawerTitle: 'Dəyişikliklərdən imtina edilsin?',
  discardDrawerText: 'Bu paneldə etdiyiniz dəyişikliklər hələ yadda saxlanılmayıb. Paneli bağlasanız, onlar itəcək.',
  discardDrawerConfirm: 'Dəyişikliklərdən imtina et',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Məzmun',
  seoTab: 'SEO',
  seoGroup: 'Axtarış və paylaşım',
  seoMetaTitle: 'Meta başlıq',
  seoMetaDescription: 'Meta təsvir',
  seoMetaImage: 'Önizləmə şəkli',
  seoOverview: 'Axtarışda görünüş',
  seoChecks: '{{passing}}/{{total}} yoxlama uğurludur',
  seoMissing: 'Yoxdur',
  seoTooShort: 'Çox qısa',
  seoAlmostThere: 'Az qalıb',
  seoGood: 'Yaxşı',
  seoTooLong: 'Çox uzun',
  seoNoImage: 'Şəkil yoxdur',
  seoLength: '{{count}} simvol (tövsiyə olunan: {{range}})',
  seoPreview: 'Axtarış nəticələrində önizləmə',
  seoTitleTips: 'Yaxşı başlıq necə yazılır',
  seoDescriptionTips: 'Yaxşı təsvir necə yazılır',
  seoGenerate: 'Yarat',
  seoGenerateField: '{{label}} yarat',

  // Join fields: the documents that point at this one
  joinEmpty: 'Hələ heç nə buraya istinad etmir.',
  joinShowing: '{{total}} nəticədən {{shown}} göstərilir.',
};
