import type { NamespaceStrings } from '../types.ts';

/** Czech: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} právě upravuje tento záznam {{label}} (id {{id}}), proto ho teď nelze změnit. Zkuste to znovu, až skončí, nebo převezměte úpravy.',
  globalLocked:
    '{{user}} právě upravuje {{label}}, proto to teď nelze změnit. Zkuste to znovu, až skončí, nebo převezměte úpravy.',
  notLockable: '„{{slug}}“ své dokumenty nezamyká (lockDocuments je false).',
  takeOverNotAllowed: 'Nemáte oprávnění převzít úpravy od jiného uživatele.',
  lockTaken: 'Tento dokument teď upravujete vy.',
  lockReleased: 'Tento dokument už neupravujete.',
  lockedBanner: '{{user}} právě upravuje tento dokument, proto ho vidíte jen pro čtení.',
  takeOver: 'Převzít úpravy',
  takeOverTitle: 'Převzít úpravy?',
  takeOverBody: '{{user}} dostane zprávu a jeho formulář bude jen pro čtení. Změny, které neuložil, v dokumentu nebudou.',
  takeOverConfirm: 'Převzít',
  tookOver: 'Tento dokument teď upravujete vy.',
  lostTitle: '{{user}} převzal úpravy',
  lostBody:
    'Váš formulář je teď jen pro čtení. Vše, co jste neuložili, je stále vidět, takže si to můžete před odchodem zkopírovat.',
  lostBanner: '{{user}} převzal úpravy. Váš neuložený text zůstává níže, jen pro čtení.',
  keepViewing: 'Dál prohlížet',
  editingNow: '{{user}} upravuje',
};
