import type { NamespaceStrings } from '../types.ts';

/** German: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} bearbeitet diesen Eintrag „{{label}}“ (ID {{id}}), daher kann er gerade nicht geändert werden. Versuchen Sie es erneut, wenn die Bearbeitung beendet ist, oder übernehmen Sie die Bearbeitung.',
  globalLocked:
    '{{user}} bearbeitet „{{label}}“, daher kann es gerade nicht geändert werden. Versuchen Sie es erneut, wenn die Bearbeitung beendet ist, oder übernehmen Sie die Bearbeitung.',
  notLockable: '„{{slug}}“ sperrt seine Dokumente nicht (lockDocuments ist false).',
  takeOverNotAllowed: 'Sie dürfen die Bearbeitung nicht von einer anderen Person übernehmen.',
  lockTaken: 'Sie bearbeiten dieses Dokument jetzt.',
  lockReleased: 'Sie bearbeiten dieses Dokument nicht mehr.',
  lockedBanner: '{{user}} bearbeitet dieses Dokument, daher sehen Sie es schreibgeschützt.',
  takeOver: 'Bearbeitung übernehmen',
  takeOverTitle: 'Bearbeitung übernehmen?',
  takeOverBody:
    '{{user}} wird benachrichtigt, und das Formular dort wird schreibgeschützt. Nicht gespeicherte Änderungen landen nicht in diesem Dokument.',
  takeOverConfirm: 'Übernehmen',
  tookOver: 'Sie bearbeiten dieses Dokument jetzt.',
  lostTitle: '{{user}} hat die Bearbeitung übernommen',
  lostBody:
    'Ihr Formular ist jetzt schreibgeschützt. Alles, was Sie nicht gespeichert haben, ist noch zu sehen, sodass Sie es vor dem Verlassen kopieren können.',
  lostBanner: '{{user}} hat die Bearbeitung übernommen. Ihr nicht gespeicherter Text bleibt unten schreibgeschützt erhalten.',
  keepViewing: 'Weiter ansehen',
  editingNow: '{{user}} bearbeitet gerade',
};
