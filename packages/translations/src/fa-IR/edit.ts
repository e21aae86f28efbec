import type { NamespaceStrings } from '../types.ts';

/** Persian: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'مسیر صفحه',
  documentActions: 'عملیات سند',
  moreActions: 'عملیات بیشتر',
  details: 'جزئیات سند',
  unsavedChanges: 'تغییرات ذخیره‌نشده',
  allSaved: 'همهٔ تغییرات ذخیره شد',
  readOnly: 'فقط خواندنی',
  readOnlyNotice: 'می‌توانید این سند را ببینید، اما نمی‌توانید آن را تغییر دهید.',
  saveShortcut: 'ذخیره (Ctrl+S)',
  copyID: 'کپی ID',
  password: 'رمز عبور',
  newPassword: 'رمز عبور جدید',
  confirmPassword: 'تکرار رمز عبور',
  changePassword: 'تغییر رمز عبور',
  idCopied: 'ID کپی شد.',

  saved: '{{label}} ذخیره شد.',
  created: '{{label}} ایجاد شد.',
  errorCount_one: 'یک خطا',
  errorCount_other: '{{count}} خطا',
  errorPillLabel_one: 'یک خطا: رفتن به فیلد',
  errorPillLabel_other: '{{count}} خطا: رفتن به نخستین فیلد',
  fixErrors: 'ذخیره نشد: فیلدهای مشخص‌شده را اصلاح کنید و دوباره ذخیره کنید.',

  notSavedNetwork: 'ذخیره نشد: دسترسی به سرور ممکن نشد. تغییرات شما هنوز اینجاست؛ دوباره تلاش کنید.',
  notSavedServer: 'ذخیره نشد: سرور با مشکل روبه‌رو شد. تغییرات شما هنوز اینجاست؛ دوباره تلاش کنید.',
  notSavedForbidden: 'ذخیره نشد: اجازهٔ این تغییر را ندارید. تغییرات شما هنوز اینجاست.',
  notSavedSignedOut:
    'ذخیره نشد: نشست شما به پایان رسیده است. در زبانه‌ای دیگر دوباره وارد شوید و سپس ذخیره کنید: تغییرات شما هنوز اینجاست.',
  notSavedConflict:
    'ذخیره نشد: از وقتی این سند را باز کرده‌اید، شخص دیگری آن را تغییر داده است. تغییرات شما هنوز اینجاست؛ هرچه لازم دارید کپی کنید و سپس صفحه را دوباره بارگیری کنید.',
  conflictTitle: 'شخص دیگری این سند را ذخیره کرده است',
  conflictText:
    'شخص دیگری «{{title}}» را پس از اینکه شما آن را باز کردید ذخیره کرده است. اگر اکنون ذخیره کنید، تغییرات شما جای تغییرات او را می‌گیرد. اگر لغو کنید، تغییرات شما همین‌جا می‌ماند.',
  conflictOverwrite: 'در هر صورت تغییرات من ذخیره شود',
  notSavedMissing: 'ذخیره نشد: این سند دیگر وجود ندارد، یا دیگر اجازهٔ تغییر آن را ندارید. تغییرات شما هنوز اینجاست.',
  notSavedTooLarge: 'ذخیره نشد: سند بیش از حد بزرگ است. تغییرات شما هنوز اینجاست.',
  notSavedLocked: 'ذخیره نشد: شخص دیگری در حال ویرایش این سند است. تغییرات شما هنوز اینجاست.',
  notSavedRateLimited: 'ذخیره نشد: تعداد درخواست‌ها بیش از حد است. کمی صبر کنید و دوباره ذخیره کنید؛ تغییرات شما هنوز اینجاست.',
  notSavedInvalid: 'ذخیره نشد: {{message}} تغییرات شما هنوز اینجاست.',

  notFound: 'این سند وجود ندارد، یا اجازهٔ دیدن آن را ندارید.',
  backToList: 'بازگشت به {{label}}',
  loadFailed: 'سند بارگیری نشد.',
  retry: 'تلاش دوباره',
  notAllowedToCreate: 'اجازهٔ ایجاد {{label}} را ندارید.',

  leaveTitle: 'بدون ذخیره خارج می‌شوید؟',
  leaveText: 'تغییرات شما در «{{title}}» ذخیره نشده است. اگر خارج شوید، از دست می‌روند.',
  leave: 'خروج بدون ذخیره',

  deleteTitle: '{{label}} حذف شود؟',
  deleteText: '«{{title}}» برای همیشه حذف می‌شود. این کار بازگشت‌پذیر نیست.',
  deleted: '{{label}} «{{title}}» حذف شد.',
  deleteFailed: 'حذف نشد: {{message}}',

  duplicateTitle: 'تکثیر بدون تغییرات شما؟',
  duplicateText: 'رونوشت از آخرین نسخهٔ ذخیره‌شده ساخته می‌شود. تغییرات ذخیره‌نشدهٔ شما در اینجا از دست می‌روند.',
  duplicateAnyway: 'تکثیر بدون ذخیره',
  duplicated: 'رونوشتی از «{{title}}» ایجاد شد.',
  duplicateFailed: 'تکثیر نشد: {{message}}',
};
