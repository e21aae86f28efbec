import type { NamespaceStrings } from '../types.ts';

/** Turkish: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} bu {{label}} kaydını (id {{id}}) düzenliyor, bu yüzden şu anda değiştirilemez. Düzenleme bitince yeniden deneyin ya da düzenlemeyi devralın.',
  globalLocked:
    '{{user}} {{label}} düzenliyor, bu yüzden şu anda değiştirilemez. Düzenleme bitince yeniden deneyin ya da düzenlemeyi devralın.',
  notLockable: '"{{slug}}" belgelerini kilitlemiyor (lockDocuments false).',
  takeOverNotAllowed: 'Düzenlemeyi başka bir kullanıcıdan devralma izniniz yok.',
  lockTaken: 'Bu belgeyi artık siz düzenliyorsunuz.',
  lockReleased: 'Bu belgeyi artık düzenlemiyorsunuz.',
  lockedBanner: '{{user}} bu belgeyi düzenliyor, bu yüzden belgeyi salt okunur görüyorsunuz.',
  takeOver: 'Düzenlemeyi devral',
  takeOverTitle: 'Düzenleme devralınsın mı?',
  takeOverBody: '{{user}} bilgilendirilecek ve formu salt okunur olacak. Kaydetmediği değişiklikler bu belgede yer almayacak.',
  takeOverConfirm: 'Devral',
  tookOver: 'Bu belgeyi artık siz düzenliyorsunuz.',
  lostTitle: '{{user}} düzenlemeyi devraldı',
  lostBody: 'Formunuz artık salt okunur. Kaydetmediğiniz her şey hâlâ görünüyor, ayrılmadan önce kopyalayabilirsiniz.',
  lostBanner: '{{user}} düzenlemeyi devraldı. Kaydedilmemiş metniniz aşağıda salt okunur olarak duruyor.',
  keepViewing: 'Görüntülemeye devam et',
  editingNow: '{{user}} düzenliyor',
};
