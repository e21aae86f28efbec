import type { NamespaceStrings } from '../types.ts';

/** Romanian: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} editează acest element {{label}} (id {{id}}), așa că nu poate fi modificat acum. Încercați din nou după ce termină sau preluați editarea.',
  globalLocked:
    '{{user}} editează {{label}}, așa că nu poate fi modificat acum. Încercați din nou după ce termină sau preluați editarea.',
  notLockable: '„{{slug}}” nu își blochează documentele (lockDocuments este false).',
  takeOverNotAllowed: 'Nu aveți dreptul să preluați editarea de la alt utilizator.',
  lockTaken: 'Acum dumneavoastră editați acest document.',
  lockReleased: 'Nu mai editați acest document.',
  lockedBanner: '{{user}} editează acest document, așa că îl vedeți doar în citire.',
  takeOver: 'Preia editarea',
  takeOverTitle: 'Preluați editarea?',
  takeOverBody:
    '{{user}} va fi anunțat, iar formularul său va deveni doar în citire. Modificările pe care nu le-a salvat nu vor ajunge în acest document.',
  takeOverConfirm: 'Preia',
  tookOver: 'Acum dumneavoastră editați acest document.',
  lostTitle: '{{user}} a preluat editarea',
  lostBody:
    'Formularul dumneavoastră este acum doar în citire. Ce nu ați salvat se vede în continuare, ca să îl puteți copia înainte să plecați.',
  lostBanner: '{{user}} a preluat editarea. Textul nesalvat rămâne mai jos, doar în citire.',
  keepViewing: 'Continuă vizualizarea',
  editingNow: '{{user}} editează',
};
