import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} редактира този запис „{{label}}“ (id {{id}}), затова не може да бъде променен сега. Опитайте отново, когато приключи, или поемете редактирането.',
  globalLocked:
    '{{user}} редактира „{{label}}“, затова не може да бъде променен сега. Опитайте отново, когато приключи, или поемете редактирането.',
  notLockable: '„{{slug}}“ не заключва документите си (lockDocuments е false).',
  takeOverNotAllowed: 'Нямате право да поемате редактирането от друг потребител.',
  lockTaken: 'Вече вие редактирате този документ.',
  lockReleased: 'Вече не редактирате този документ.',
  lockedBanner: '{{user}} редактира този документ, затова го виждате само за четене.',
  takeOver: 'Поеми редактирането',
  takeOverTitle: 'Да поемете ли редактирането?',
  takeOverBody:
    '{{user}} ще бъде уведомен и формулярът му ще стане само за четене. Незапазените му промени няма да влязат в документа.',
  takeOverConfirm: 'Поеми',
  tookOver: 'Вече вие редактирате този документ.',
  lostTitle: '{{user}} пое редактирането',
  lostBody:
    'Формулярът ви вече е само за четене. Всичко незапазено още се вижда, така че можете да го копирате, преди да излезете.',
  lostBanner: '{{user}} пое редактирането. Незапазеният ви текст остава по-долу, само за четене.',
  keepViewing: 'Продължи да гледаш',
  editingNow: '{{user}} редактира',
};
