import type { NamespaceStrings } from '../types.ts';

/** Italian: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} sta modificando questo {{label}} (id {{id}}), quindi ora non può essere cambiato. Riprova quando avrà finito, oppure subentra nella modifica.',
  globalLocked:
    '{{user}} sta modificando {{label}}, quindi ora non può essere cambiato. Riprova quando avrà finito, oppure subentra nella modifica.',
  notLockable: '"{{slug}}" non blocca i suoi documenti (lockDocuments è false).',
  takeOverNotAllowed: 'Non hai il permesso di subentrare nella modifica di un altro utente.',
  lockTaken: 'Ora stai modificando tu questo documento.',
  lockReleased: 'Non stai più modificando questo documento.',
  lockedBanner: '{{user}} sta modificando questo documento, quindi lo vedi in sola lettura.',
  takeOver: 'Subentra nella modifica',
  takeOverTitle: 'Subentrare nella modifica?',
  takeOverBody:
    '{{user}} verrà avvisato e il suo modulo passerà in sola lettura. Le modifiche che non ha salvato non saranno in questo documento.',
  takeOverConfirm: 'Subentra',
  tookOver: 'Ora stai modificando tu questo documento.',
  lostTitle: '{{user}} è subentrato nella modifica',
  lostBody:
    'Il tuo modulo ora è in sola lettura. Quello che non avevi salvato è ancora visibile, così puoi copiarlo prima di uscire.',
  lostBanner: '{{user}} è subentrato nella modifica. Il tuo testo non salvato resta qui sotto, in sola lettura.',
  keepViewing: 'Continua a visualizzare',
  editingNow: '{{user}} sta modificando',
};
