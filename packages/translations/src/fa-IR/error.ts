import type { NamespaceStrings } from '../types.ts';

/** Persian: errors the server answers with, and the admin shows as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'اینجا چیزی پیدا نشد.',
  documentNotFound: '{{collection}} سندی با شناسهٔ {{id}} ندارد.',
  collectionNotFound: 'مجموعه‌ای با نام "{{slug}}" وجود ندارد.',
  globalNotFound: 'هیچ مورد سراسری با نام "{{slug}}" وجود ندارد.',
  routeNotFound: 'هیچ مسیری به {{method}} {{url}} پاسخ نمی‌دهد.',
  unauthorized: 'برای این کار وارد شوید.',
  notAllowedToPerformAction: 'اجازهٔ انجام این کار را ندارید.',
  notAllowedToAccessPage: 'اجازهٔ باز کردن این صفحه را ندارید.',
  unknown: 'مشکلی پیش آمد و علت آن معلوم نیست.',
  unspecific: 'مشکلی پیش آمد.',
  conflict: 'پس از اینکه این سند را باز کردید، شخص دیگری آن را تغییر داده است.',
  invalidExpectedUpdatedAt:
    'مقدار مورد انتظار updatedAt یعنی «{{value}}» تاریخ نیست: updatedAt سند را همان‌طور که خوانده‌اید بفرستید.',
  seoNoGenerator: 'برای «{{path}}» هیچ تولیدکننده‌ای برای {{kind}} تنظیم نشده است.',
  payloadTooLarge: 'درخواست بیش از حد بزرگ است: حد مجاز {{limit}} بایت است.',
  jsonBodyTooDeep: 'بدنهٔ JSON بیش از {{limit}} سطح تودرتو است.',
  whereTooDeep: 'فیلتر where بیش از {{limit}} سطح تودرتو است.',
  unstorableText:
    '{{path}} یک نویسهٔ NUL یا نیمهٔ جانشین (surrogate) بی‌جفت دارد که ذخیره‌شدنی نیست. آن را حذف کنید و دوباره بفرستید.',
  bulkUpdateNeedsWhere:
    'به‌روزرسانی چند سند به فیلتر where نیاز دارد که برخی از آن‌ها را برگزیند (مثلاً ?where[status][equals]=draft)؛ فیلتر خالی یا نبودنِ آن همه را تغییر می‌داد، پس چیزی تغییر نکرد.',
  bulkDeleteNeedsWhere:
    'حذف چند سند به فیلتر where نیاز دارد که برخی از آن‌ها را برگزیند (مثلاً ?where[status][equals]=draft)؛ فیلتر خالی یا نبودنِ آن همه را حذف می‌کرد، پس چیزی حذف نشد.',
  richTextComparesWithText: 'مقدار نامعتبر برای "{{path}}" {{operator}}: فیلد متن غنی با متن مقایسه می‌شود، نه با فهرست یا شیء.',
  queryNumberNotExact:
    'مقدار نامعتبر برای "{{path}}" {{operator}}: {{value}} فراتر از ±{{limit}} است و از آنجا به بعد اعداد دقیق نیستند.',
  documentLocked: 'شخص دیگری هم‌اکنون در حال ویرایش این سند است.',
  tooManyRequests: 'درخواست‌های زیادی در زمانی کوتاه ارسال شده است. کمی صبر کنید و دوباره تلاش کنید.',
  malformedJSON: 'بدنهٔ درخواست را نمی‌توان به‌صورت JSON خواند: {{reason}}',
  invalidID: '"{{id}}" نمی‌تواند شناسه‌ای در {{collection}} باشد.',
  unableToDeleteCount: 'حذف {{count}} مورد از {{total}} مورد ({{label}}) ممکن نشد.',
  unableToUpdateCount: 'به‌روزرسانی {{count}} مورد از {{total}} مورد ({{label}}) ممکن نشد.',
  noMatchedField: 'هیچ فیلدی با "{{label}}" مطابقت ندارد.',
  emailOrPasswordIncorrect: 'این نشانی ایمیل و رمز عبور با هیچ حسابی مطابقت ندارند.',
  usernameOrPasswordIncorrect: 'این نام کاربری و رمز عبور با هیچ حسابی مطابقت ندارند.',
  userEmailAlreadyRegistered: 'حسابی با این نشانی ایمیل از قبل وجود دارد.',
  usernameAlreadyRegistered: 'حسابی با این نام کاربری از قبل وجود دارد.',
  tokenNotProvided: 'این درخواست هیچ نشستی همراه ندارد: ابتدا وارد شوید.',
  logoutFailed: 'خروج ممکن نشد: این درخواست هیچ نشست فعالی همراه ندارد.',
  userLocked:
    'این حساب به دلیل تلاش‌های ناموفق بیش از حد برای ورود قفل شده است. بعداً دوباره تلاش کنید، یا از یک مدیر بخواهید قفل آن را باز کند.',
  tokenExpired: 'نشست شما به پایان رسیده است. دوباره وارد شوید.',
  tokenInvalid: 'این توکن قابل اعتماد نیست (امضا، الگوریتم یا ادعاهای آن نادرست است).',
  tokenRevoked: 'این نشست بسته شده است (با خروج یا تغییر رمز عبور). دوباره وارد شوید.',
  sessionTooOld: 'این ورود قدیمی‌تر از آن است که تمدید شود. دوباره وارد شوید.',
  accountGone: 'حسابی که این توکن به آن تعلق داشت حذف شده است.',
  apiKeyInvalid: 'این کلید API ناشناخته است یا جایگزین شده است.',
  unverifiedEmail: 'پیش از ورود، نشانی ایمیل خود را تأیید کنید.',
  tokenInvalidOrExpired: 'این پیوند دیگر معتبر نیست. پیوند جدیدی درخواست کنید.',
  verificationTokenInvalid: 'این پیوند تأیید معتبر نیست یا قبلاً استفاده شده است.',
  firstUserExists: 'نخستین حساب از قبل وجود دارد. به‌جای آن وارد شوید.',
  firstRegisterAdminOnly:
    'فقط نخستین حساب پنل مدیریت ("{{slug}}") از این راه ساخته می‌شود؛ برای حساب دیگر از یک مدیر درخواست کنید.',
  authCollectionNotFound: 'مجموعهٔ حساب‌هایی با نام "{{slug}}" وجود ندارد.',
  userNotFound: 'هیچ حسابی با این نشانی ایمیل یا نام کاربری وجود ندارد.',
  preferenceNotFound: 'ترجیح ذخیره‌شده‌ای با نام "{{key}}" ندارید.',
};
