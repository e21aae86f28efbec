import type { NamespaceStrings } from '../types.ts';

/** Turkish: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Sayfa yolu',
  documentActions: 'Belge işlemleri',
  moreActions: 'Diğer işlemler',
  details: 'Belge ayrıntıları',
  unsavedChanges: 'Kaydedilmemiş değişiklikler',
  allSaved: 'Tüm değişiklikler kaydedildi',
  readOnly: 'Salt okunur',
  readOnlyNotice: 'Bu belgeyi görüntüleyebilirsiniz ancak değiştiremezsiniz.',
  saveShortcut: 'Kaydet (Ctrl+S)',
  copyID: 'ID’yi kopyala',
  password: 'Parola',
  newPassword: 'Yeni parola',
  confirmPassword: 'Parolayı onaylayın',
  changePassword: 'Parolayı değiştir',
  idCopied: 'ID kopyalandı.',

  saved: '{{label}} kaydedildi.',
  created: '{{label}} oluşturuldu.',
  errorCount_one: '{{count}} hata',
  errorCount_other: '{{count}} hata',
  errorPillLabel_one: '{{count}} hata: alana git',
  errorPillLabel_other: '{{count}} hata: ilk alana git',
  fixErrors: 'Kaydedilmedi: işaretli alanları düzeltip yeniden kaydedin.',

  notSavedNetwork: 'Kaydedilmedi: sunucuya ulaşılamadı. Değişiklikleriniz hâlâ burada; tekrar deneyin.',
  notSavedServer: 'Kaydedilmedi: sunucuda bir sorun oluştu. Değişiklikleriniz hâlâ burada; tekrar deneyin.',
  notSavedForbidden: 'Kaydedilmedi: bu değişikliği yapma izniniz yok. Değişiklikleriniz hâlâ burada.',
  notSavedSignedOut:
    'Kaydedilmedi: oturumunuz sona erdi. Başka bir sekmede yeniden giriş yapın, ardından kaydedin: değişiklikleriniz hâlâ burada.',
  notSavedConflict:
    'Kaydedilmedi: siz açtıktan sonra bu belgeyi başka biri değiştirdi. Değişiklikleriniz hâlâ burada; ihtiyacınız olanı kopyalayın, ardından sayfayı yeniden yükleyin.',
  conflictTitle: 'Bu belgeyi başka biri kaydetti',
  conflictText:
    '“{{title}}” belgesini siz açtıktan sonra başka biri kaydetti. Şimdi kaydederseniz onun değişikliklerinin yerini sizinkiler alır. İptal ederseniz değişiklikleriniz burada kalır.',
  conflictOverwrite: 'Yine de benimkini kaydet',
  notSavedMissing: 'Kaydedilmedi: bu belge artık mevcut değil ya da artık değiştirme izniniz yok. Değişiklikleriniz hâlâ burada.',
  notSavedTooLarge: 'Kaydedilmedi: belge çok büyük. Değişiklikleriniz hâlâ burada.',
  notSavedLocked: 'Kaydedilmedi: bu belgeyi şu anda başka biri düzenliyor. Değişiklikleriniz hâlâ burada.',
  notSavedRateLimited:
    'Kaydedilmedi: çok fazla istek gönderildi. Biraz bekleyip yeniden kaydedin; değişiklikleriniz hâlâ burada.',
  notSavedInvalid: 'Kaydedilmedi: {{message}} Değişiklikleriniz hâlâ burada.',

  notFound: 'Bu belge mevcut değil ya da görme izniniz yok.',
  backToList: '{{label}} listesine dön',
  loadFailed: 'Belge yüklenemedi.',
  retry: 'Tekrar dene',
  notAllowedToCreate: '{{label}} oluşturma izniniz yok.',

  leaveTitle: 'Kaydetmeden çıkılsın mı?',
  leaveText: '“{{title}}” belgesindeki değişiklikleriniz kaydedilmedi. Çıkarsanız kaybolacaklar.',
  leave: 'Kaydetmeden çık',

  deleteTitle: '{{label}} silinsin mi?',
  deleteText: '“{{title}}” kalıcı olarak silinecek. Bu işlem geri alınamaz.',
  deleteLinkedFrom: 'Başka belgeler buna bağlantı veriyor: {{list}}. Silindikten sonra bu bağlantılar hiçbir yere gitmeyecek.',
  deleteRichTextNotCounted:
    'Başka belgelerdeki biçimli metinler de buna bağlantı veriyor olabilir; bu tür bağlantılar burada sayılmaz.',
  deleteLinkedFromMany:
    'Başka belgeler bunlara bağlantı veriyor: {{list}}. Silindikten sonra bu bağlantılar hiçbir yere gitmeyecek.',
  deleteRichTextNotCountedMany:
    'Başka belgelerdeki biçimli metinler de bunlara bağlantı veriyor olabilir; bu tür bağlantılar burada sayılmaz.',
  deleted: '“{{title}}” ({{label}}) silindi.',
  deleteFailed: 'Silinemedi: {{message}}',

  duplicateTitle: 'Değişiklikleriniz olmadan çoğaltılsın mı?',
  duplicateText: 'Kopya, son kaydedilen sürümden oluşturulur. Buradaki kaydedilmemiş değişiklikleriniz kaybolacak.',
  duplicateAnyway: 'Kaydetmeden çoğalt',
  duplicated: '“{{title}}” belgesinin kopyası oluşturuldu.',
  duplicateFailed: 'Çoğaltılamadı: {{message}}',

  autosavedAt: '{{time}} itibarıyla kaydedildi',
  autosaveRetrying: 'Sunucuya ulaşılamıyor: değişiklikleriniz bu tarayıcıda saklanıyor',
  autosaveFailed: 'Otomatik kaydedilmedi: {{message}}',
  restored: '{{time}} tarihli kaydedilmemiş değişiklikler bu tarayıcıdan geri yüklendi.',
  restoredDiscard: 'Vazgeç',
  restoredKeep: 'Koru',
  draftSaved: 'Taslak kaydedildi.',
  publishedMessage: '{{label}} yayımlandı.',
  statusActions: 'Durum: {{status}}. Yayın işlemleri',
  revertToPublished: 'Yayımlanan sürüme dön',
  revertTitle: 'Yayımlanan sürüme dönülsün mü?',
  revertText: '“{{title}}” taslağındaki değişiklikler silinecek ve burada yeniden yayımlanan sürüm görünecek.',
  revert: 'Geri dön',
  reverting: 'Geri dönülüyor…',
  reverted: '“{{title}}” yayımlanan sürüme döndürüldü.',
  revertFailed: 'Geri dönülmedi: {{message}}',
  unpublishTitle: '{{label}} yayından kaldırılsın mı?',
  unpublishText: '“{{title}}” artık herkese açık olmayacak. İçeriği burada taslak olarak saklanır.',
  unpublished: '“{{title}}” yayından kaldırıldı.',
  unpublishFailed: 'Yayından kaldırılmadı: {{message}}',
  previewNone: 'Bu belgenin henüz bir önizleme adresi yok.',
  previewFailed: 'Önizleme açılamadı: {{message}}',
};
