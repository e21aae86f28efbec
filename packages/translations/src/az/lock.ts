import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} bu {{label}} sənədini (id {{id}}) redaktə edir, ona görə indi dəyişdirilə bilməz. Onlar bitirəndən sonra yenidən cəhd edin və ya redaktəni öz üzərinizə götürün.',
  globalLocked:
    '{{user}} {{label}} redaktə edir, ona görə indi dəyişdirilə bilməz. Onlar bitirəndən sonra yenidən cəhd edin və ya redaktəni öz üzərinizə götürün.',
  notLockable: '"{{slug}}" sənədlərini kilidləmir (lockDocuments false-dur).',
  takeOverNotAllowed: 'Redaktəni başqa istifadəçidən götürməyə icazəniz yoxdur.',
  lockTaken: 'İndi bu sənədi siz redaktə edirsiniz.',
  lockReleased: 'Artıq bu sənədi redaktə etmirsiniz.',
  lockedBanner: '{{user}} bu sənədi redaktə edir, ona görə siz onu yalnız oxumaq üçün görürsünüz.',
  takeOver: 'Redaktəni götür',
  takeOverTitle: 'Redaktə götürülsün?',
  takeOverBody:
    '{{user}} xəbərdar ediləcək və onun forması yalnız oxunan olacaq. Onun saxlamadığı dəyişikliklər bu sənədə düşməyəcək.',
  takeOverConfirm: 'Götür',
  tookOver: 'İndi bu sənədi siz redaktə edirsiniz.',
  lostTitle: '{{user}} redaktəni götürdü',
  lostBody: 'Formanız indi yalnız oxunandır. Saxlamadığınız hər şey hələ görünür, çıxmazdan əvvəl onu kopyalaya bilərsiniz.',
  lostBanner: '{{user}} redaktəni götürdü. Saxlanmamış mətniniz aşağıda yalnız oxunan şəkildə qalır.',
  keepViewing: 'Baxmağa davam et',
  editingNow: '{{user}} redaktə edir',
};
