import type { NamespaceStrings } from '../types.ts';

/** Slovak: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} práve upravuje tento záznam {{label}} (id {{id}}), preto ho teraz nemožno zmeniť. Skúste to znova, keď skončí, alebo prevezmite úpravy.',
  globalLocked:
    '{{user}} práve upravuje {{label}}, preto to teraz nemožno zmeniť. Skúste to znova, keď skončí, alebo prevezmite úpravy.',
  notLockable: '„{{slug}}“ svoje dokumenty nezamyká (lockDocuments je false).',
  takeOverNotAllowed: 'Nemáte oprávnenie prevziať úpravy od iného používateľa.',
  lockTaken: 'Tento dokument teraz upravujete vy.',
  lockReleased: 'Tento dokument už neupravujete.',
  lockedBanner: '{{user}} práve upravuje tento dokument, preto ho vidíte len na čítanie.',
  takeOver: 'Prevziať úpravy',
  takeOverTitle: 'Prevziať úpravy?',
  takeOverBody: '{{user}} dostane správu a jeho formulár bude len na čítanie. Zmeny, ktoré neuložil, v dokumente nebudú.',
  takeOverConfirm: 'Prevziať',
  tookOver: 'Tento dokument teraz upravujete vy.',
  lostTitle: '{{user}} prevzal úpravy',
  lostBody:
    'Váš formulár je teraz len na čítanie. Všetko, čo ste neuložili, je stále vidieť, takže si to pred odchodom môžete skopírovať.',
  lostBanner: '{{user}} prevzal úpravy. Váš neuložený text zostáva nižšie, len na čítanie.',
  keepViewing: 'Ďalej prezerať',
  editingNow: '{{user}} upravuje',
};
