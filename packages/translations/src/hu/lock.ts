import type { NamespaceStrings } from '../types.ts';

/** Hungarian: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} éppen szerkeszti ezt a(z) {{label}} elemet (azonosító: {{id}}), ezért most nem módosítható. Próbálja újra, ha végzett, vagy vegye át a szerkesztést.',
  globalLocked:
    '{{user}} éppen szerkeszti ezt: {{label}}, ezért most nem módosítható. Próbálja újra, ha végzett, vagy vegye át a szerkesztést.',
  notLockable: 'A(z) „{{slug}}” nem zárolja a dokumentumait (a lockDocuments értéke false).',
  takeOverNotAllowed: 'Nincs jogosultsága átvenni a szerkesztést egy másik felhasználótól.',
  lockTaken: 'Most Ön szerkeszti ezt a dokumentumot.',
  lockReleased: 'Már nem Ön szerkeszti ezt a dokumentumot.',
  lockedBanner: '{{user}} éppen szerkeszti ezt a dokumentumot, ezért Ön csak olvasásra látja.',
  takeOver: 'Szerkesztés átvétele',
  takeOverTitle: 'Átveszi a szerkesztést?',
  takeOverBody:
    '{{user}} értesítést kap, és az űrlapja csak olvashatóvá válik. A nem mentett módosításai nem kerülnek be ebbe a dokumentumba.',
  takeOverConfirm: 'Átvétel',
  tookOver: 'Most Ön szerkeszti ezt a dokumentumot.',
  lostTitle: '{{user}} átvette a szerkesztést',
  lostBody: 'Az űrlapja most csak olvasható. Amit nem mentett el, az még látható, így távozás előtt kimásolhatja.',
  lostBanner: '{{user}} átvette a szerkesztést. A nem mentett szövege lent megmarad, csak olvasható formában.',
  keepViewing: 'Megtekintés folytatása',
  editingNow: '{{user}} szerkeszti',
};
