import type { NamespaceStrings } from '../types.ts';

/** Dutch: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} bewerkt dit item „{{label}}” (id {{id}}), dus het kan nu niet worden gewijzigd. Probeer het opnieuw als die klaar is, of neem het bewerken over.',
  globalLocked:
    '{{user}} bewerkt „{{label}}”, dus het kan nu niet worden gewijzigd. Probeer het opnieuw als die klaar is, of neem het bewerken over.',
  notLockable: '„{{slug}}” vergrendelt zijn documenten niet (lockDocuments is false).',
  takeOverNotAllowed: 'Je mag het bewerken niet overnemen van een andere gebruiker.',
  lockTaken: 'Jij bewerkt dit document nu.',
  lockReleased: 'Je bewerkt dit document niet meer.',
  lockedBanner: '{{user}} bewerkt dit document, dus je bekijkt het alleen-lezen.',
  takeOver: 'Bewerken overnemen',
  takeOverTitle: 'Bewerken overnemen?',
  takeOverBody:
    '{{user}} krijgt een melding en diens formulier wordt alleen-lezen. Niet-opgeslagen wijzigingen komen niet in dit document.',
  takeOverConfirm: 'Overnemen',
  tookOver: 'Jij bewerkt dit document nu.',
  lostTitle: '{{user}} heeft het bewerken overgenomen',
  lostBody:
    'Je formulier is nu alleen-lezen. Wat je niet had opgeslagen, staat er nog, zodat je het kunt kopiëren voordat je weggaat.',
  lostBanner: '{{user}} heeft het bewerken overgenomen. Je niet-opgeslagen tekst blijft hieronder staan, alleen-lezen.',
  keepViewing: 'Verder bekijken',
  editingNow: '{{user}} is aan het bewerken',
};
