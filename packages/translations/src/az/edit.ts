import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: strings of the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Naviqasiya zənciri',
  documentActions: 'Sənəd əməliyyatları',
  moreActions: 'Digər əməliyyatlar',
  details: 'Sənəd məlumatları',
  unsavedChanges: 'Yadda saxlanılmamış dəyişikliklər',
  allSaved: 'Bütün dəyişikliklər yadda saxlanılıb',
  readOnly: 'Yalnız oxumaq üçün',
  readOnlyNotice: 'Bu sənədə baxa bilərsiniz, lakin onu dəyişə bilməzsiniz.',
  saveShortcut: 'Yadda saxla (Ctrl+S)',
  copyID: 'ID-ni kopyala',
  password: 'Şifrə',
  newPassword: 'Yeni şifrə',
  confirmPassword: 'Şifrənin təsdiqi',
  changePassword: 'Şifrəni dəyiş',
  idCopied: 'ID kopyalandı.',

  saved: '{{label}} yadda saxlanıldı.',
  created: '{{label}} yaradıldı.',
  errorCount_one: '{{count}} xəta',
  errorCount_other: '{{count}} xəta',
  errorPillLabel_one: '{{count}} xəta: sahəyə keç',
  errorPillLabel_other: '{{count}} xəta: birinci sahəyə keç',
  fixErrors: 'Yadda saxlanılmadı: qeyd olunmuş sahələri düzəldin və yenidən yadda saxlayın.',

  notSavedNetwork: 'Yadda saxlanılmadı: serverə qoşulmaq mümkün olmadı. Dəyişiklikləriniz yerindədir; yenidən cəhd edin.',
  notSavedServer: 'Yadda saxlanılmadı: serverdə problem yarandı. Dəyişiklikləriniz yerindədir; yenidən cəhd edin.',
  notSavedForbidden: 'Yadda saxlanılmadı: bu dəyişikliyi etməyə icazəniz yoxdur. Dəyişiklikləriniz yerindədir.',
  notSavedSignedOut:
    'Yadda saxlanılmadı: sessiyanız başa çatıb. Başqa vərəqdə yenidən daxil olun, sonra yadda saxlayın: dəyişiklikləriniz yerindədir.',
  notSavedConflict:
    'Yadda saxlanılmadı: siz bu sənədi açandan sonra onu başqası dəyişib. Dəyişiklikləriniz yerindədir; lazım olanı kopyalayın, sonra səhifəni yeniləyin.',
  conflictTitle: 'Bu sənədi başqası yadda saxlayıb',
  conflictText:
    '«{{title}}» sənədini siz açdıqdan sonra başqası yadda saxlayıb. İndi yadda saxlasanız, onun dəyişiklikləri sizinkilərlə əvəz olunacaq. Ləğv etsəniz, dəyişiklikləriniz burada qalır.',
  conflictOverwrite: 'Yenə də mənimkini saxla',
  notSavedMissing:
    'Yadda saxlanılmadı: bu sənəd artıq mövcud deyil və ya onu dəyişməyə artıq icazəniz yoxdur. Dəyişiklikləriniz yerindədir.',
  notSavedTooLarge: 'Yadda saxlanılmadı: sənəd çox böyükdür. Dəyişiklikləriniz yerindədir.',
  notSavedLocked: 'Yadda saxlanılmadı: bu sənədi başqası redaktə edir. Dəyişiklikləriniz yerindədir.',
  notSavedRateLimited:
    'Yadda saxlanılmadı: həddən çox sorğu. Bir az gözləyin, sonra yenidən yadda saxlayın; dəyişiklikləriniz yerindədir.',
  notSavedInvalid: 'Yadda saxlanılmadı: {{message}} Dəyişiklikləriniz yerindədir.',

  notFound: 'Bu sənəd mövcud deyil və ya ona baxmağa icazəniz yoxdur.',
  backToList: 'Siyahıya qayıt: {{label}}',
  loadFailed: 'Sənədi yükləmək mümkün olmadı.',
  retry: 'Yenidən cəhd et',
  notAllowedToCreate: 'Bu növ sənəd yaratmağa icazəniz yoxdur: {{label}}.',

  leaveTitle: 'Yadda saxlamadan çıxılsın?',
  leaveText: '«{{title}}» sənədindəki dəyişiklikləriniz yadda saxlanılmayıb. Çıxsanız, onlar itəcək.',
  leave: 'Yadda saxlamadan çıx',

  deleteTitle: '{{label}} silinsin?',
  deleteText: '«{{title}}» həmişəlik silinəcək. Bu əməliyyatı geri qaytarmaq olmaz.',
  deleteLinkedFrom: 'Başqa sənədlər ona keçid verir: {{list}}. Silindikdən sonra bu keçidlər heç nəyə aparmayacaq.',
  deleteRichTextNotCounted: 'Digər sənədlərdəki formatlı mətn də ona keçid verə bilər; belə keçidlər burada sayılmır.',
  deleteLinkedFromMany: 'Başqa sənədlər onlara keçid verir: {{list}}. Silindikdən sonra bu keçidlər heç nəyə aparmayacaq.',
  deleteRichTextNotCountedMany: 'Digər sənədlərdəki formatlı mətn də onlara keçid verə bilər; belə keçidlər burada sayılmır.',
  deleted: '{{label}} «{{title}}» silindi.',
  deleteFailed: 'Silinmədi: {{message}}',

  duplicateTitle: 'Dəyişiklikləriniz olmadan surət yaradılsın?',
  duplicateText: 'Surət son yadda saxlanılmış versiyadan yaradılır. Buradakı yadda saxlanılmamış dəyişikliklər itəcək.',
  duplicateAnyway: 'Yadda saxlamadan surət yarat',
  duplicated: '«{{title}}» sənədinin surəti yaradıldı.',
  duplicateFailed: 'Surət yaradılmadı: {{message}}',
};
