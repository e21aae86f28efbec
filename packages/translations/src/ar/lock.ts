import type { NamespaceStrings } from '../types.ts';

/** Arabic: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} يحرّر هذا الـ{{label}} (المعرّف {{id}})، لذا لا يمكن تغييره الآن. حاول مجددًا بعد أن ينتهي، أو تولَّ التحرير.',
  globalLocked: '{{user}} يحرّر {{label}}، لذا لا يمكن تغييره الآن. حاول مجددًا بعد أن ينتهي، أو تولَّ التحرير.',
  notLockable: '"{{slug}}" لا يقفل مستنداته (lockDocuments مضبوط على false).',
  takeOverNotAllowed: 'لا يحق لك تولّي التحرير من مستخدم آخر.',
  lockTaken: 'أنت تحرّر هذا المستند الآن.',
  lockReleased: 'لم تعد تحرّر هذا المستند.',
  lockedBanner: '{{user}} يحرّر هذا المستند، لذا تعرضه للقراءة فقط.',
  takeOver: 'تولَّ التحرير',
  takeOverTitle: 'أتريد تولّي التحرير؟',
  takeOverBody: 'سيُبلَّغ {{user}} وسيصبح نموذجه للقراءة فقط. التغييرات التي لم يحفظها لن تكون في هذا المستند.',
  takeOverConfirm: 'تولَّ التحرير',
  tookOver: 'أنت تحرّر هذا المستند الآن.',
  lostTitle: 'تولّى {{user}} التحرير',
  lostBody: 'أصبح نموذجك للقراءة فقط. ما لم تحفظه ما زال ظاهرًا، فيمكنك نسخه قبل المغادرة.',
  lostBanner: 'تولّى {{user}} التحرير. نصك غير المحفوظ باقٍ أدناه للقراءة فقط.',
  keepViewing: 'متابعة العرض',
  editingNow: '{{user}} يحرّر',
};
