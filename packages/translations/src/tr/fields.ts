import type { NamespaceStrings } from '../types.ts';

/** Turkish: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'hata içeriyor',
  clearValue: '{{label}} alanını temizle',
  noMatches: 'Eşleşen bir şey yok.',
  chooseOption: 'Birini seçin…',

  // Text and number lists
  onePerLine: 'Her satıra bir değer.',
  commaSeparated: 'Sayıları virgülle ayırın.',

  // Code
  codeTabHint: 'Tab girinti ekler, Shift+Tab girintiyi azaltır. Alandan çıkmak için önce Esc, ardından Tab tuşuna basın.',
  codeTabReleased: 'Tab artık sonraki alana geçer.',

  // Date
  timeZone: 'Saatler sizin saat diliminize göredir ({{zone}}).',

  // JSON
  invalidJSON: 'Bu henüz geçerli bir JSON değil ({{reason}}). Geçerli hâle gelene kadar son geçerli değer korunur.',

  // Point
  latitude: 'Enlem',
  longitude: 'Boylam',

  // Arrays and blocks
  row: 'Satır',
  rows: 'Satırlar',
  block: 'Blok',
  blocks: 'Bloklar',
  rowLabel: 'Satır {{number}}',
  addLabel: '{{label}} ekle',
  noRows: 'Henüz bir şey eklenmedi.',
  chooseBlock: 'Bir blok seçin',
  unknownBlock: 'Bilinmeyen blok',
  blockName: 'Blok adı',
  blockNamePlaceholder: 'İsteğe bağlı: bu bloğun listedeki adı',
  moveRow: '{{row}} öğesini taşı',
  duplicateRow: '{{row}} öğesini çoğalt',
  removeRow: '{{row}} öğesini kaldır',
  collapseAll: 'Tümünü daralt',
  expandAll: 'Tümünü genişlet',
  dragInstructions:
    'Bir satırı taşımak için tutamacının üzerindeyken Boşluk veya Enter tuşuna basın, yukarı ve aşağı ok tuşlarıyla taşıyın, ardından bırakmak için Boşluk veya Enter, iptal etmek için Escape tuşuna basın.',
  dragPickedUp: '{{count}} satır içinde {{position}}. sıradaki satır tutuldu.',
  dragMovedTo: 'Satır şu anda {{count}} satır içinde {{position}}. sıranın üzerinde.',
  dragDropped: 'Satır, {{count}} satır içinde {{position}}. sıraya bırakıldı.',
  dragCancelled: 'Taşıma iptal edildi; satır eski yerine döndü.',

  // Tabs
  tabNumber: 'Sekme {{number}}',

  // Relationships and uploads
  documents: 'belgeler',
  searchCollection: '{{label}} içinde ara',
  searchToReplace: 'Değiştirmek için arayın…',
  showOptions: 'Seçenekleri göster',
  selectedDocuments: 'Seçilenler: {{label}}',
  editLabel: '{{label}} düzenle',
  editDocument: '“{{title}}” belgesini düzenle',
  removeDocument: '“{{title}}” belgesini kaldır',
  swap: 'Değiştir',
  swapDocument: '“{{title}}” dosyasını başka bir dosyayla değiştir',
  missingDocument: 'Eksik belge ({{id}})',
  chooseFrom: '{{label}} içinden seç',
  collection: 'Koleksiyon',
  alreadySelected: '“{{title}}” (zaten seçili)',
  loadMore: 'Daha fazla yükle',
  discardDrawerTitle: 'Değişiklikleriniz atılsın mı?',
  discardDrawerText: 'Bu panelde yaptığınız değişiklikler henüz kaydedilmedi. Paneli kapatırsanız bu değişiklikler atılır.',
  discardDrawerConfirm: 'Değişiklikleri at',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'İçerik',
  seoTab: 'SEO',
  seoGroup: 'Arama ve paylaşım',
  seoMetaTitle: 'Meta başlık',
  seoMetaDescription: 'Meta açıklama',
  seoMetaImage: 'Önizleme görseli',
  seoOverview: 'Arama görünümü',
  seoChecks: '{{passing}}/{{total}} denetim başarılı',
  seoMissing: 'Eksik',
  seoTooShort: 'Çok kısa',
  seoAlmostThere: 'Neredeyse tamam',
  seoGood: 'İyi',
  seoTooLong: 'Çok uzun',
  seoNoImage: 'Görsel yok',
  seoLength: '{{count}} karakter (önerilen: {{range}})',
  seoPreview: 'Arama sonuçlarında önizleme',
  seoTitleTips: 'İyi bir başlık nasıl yazılır',
  seoDescriptionTips: 'İyi bir açıklama nasıl yazılır',
  seoGenerate: 'Oluştur',
  seoGenerateField: '{{label}} oluştur',

  // Join fields: the documents that point at this one
  joinEmpty: 'Henüz buraya bağlanan bir şey yok.',
  joinShowing: '{{total}} kayıttan {{shown}} tanesi gösteriliyor.',
};
