import type { NamespaceStrings } from '../types.ts';

/** Persian: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} در حال ویرایش این {{label}} (شناسه {{id}}) است، پس اکنون نمی‌توان آن را تغییر داد. پس از پایان کار او دوباره تلاش کنید یا ویرایش را به دست بگیرید.',
  globalLocked:
    '{{user}} در حال ویرایش {{label}} است، پس اکنون نمی‌توان آن را تغییر داد. پس از پایان کار او دوباره تلاش کنید یا ویرایش را به دست بگیرید.',
  notLockable: '«{{slug}}» سندهایش را قفل نمی‌کند (lockDocuments برابر false است).',
  takeOverNotAllowed: 'اجازه ندارید ویرایش را از کاربر دیگری بگیرید.',
  lockTaken: 'اکنون شما این سند را ویرایش می‌کنید.',
  lockReleased: 'دیگر این سند را ویرایش نمی‌کنید.',
  lockedBanner: '{{user}} در حال ویرایش این سند است، پس آن را فقط‌خواندنی می‌بینید.',
  takeOver: 'ویرایش را به دست بگیرید',
  takeOverTitle: 'ویرایش را به دست می‌گیرید؟',
  takeOverBody: 'به {{user}} خبر داده می‌شود و فرم او فقط‌خواندنی می‌شود. تغییراتی که ذخیره نکرده در این سند نخواهد بود.',
  takeOverConfirm: 'به دست بگیر',
  tookOver: 'اکنون شما این سند را ویرایش می‌کنید.',
  lostTitle: '{{user}} ویرایش را به دست گرفت',
  lostBody: 'فرم شما اکنون فقط‌خواندنی است. هر چه ذخیره نکرده بودید هنوز نمایش داده می‌شود تا پیش از رفتن آن را کپی کنید.',
  lostBanner: '{{user}} ویرایش را به دست گرفت. متن ذخیره‌نشدهٔ شما در پایین، فقط‌خواندنی، باقی است.',
  keepViewing: 'ادامهٔ مشاهده',
  editingNow: '{{user}} در حال ویرایش است',
};
