import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} redigerer denne {{label}} (id {{id}}), så den kan ikke endres nå. Prøv igjen når de er ferdige, eller overta redigeringen.',
  globalLocked:
    '{{user}} redigerer {{label}}, så den kan ikke endres nå. Prøv igjen når de er ferdige, eller overta redigeringen.',
  notLockable: '«{{slug}}» låser ikke dokumentene sine (lockDocuments er false).',
  takeOverNotAllowed: 'Du har ikke lov til å overta redigeringen fra en annen bruker.',
  lockTaken: 'Nå er det du som redigerer dette dokumentet.',
  lockReleased: 'Du redigerer ikke lenger dette dokumentet.',
  lockedBanner: '{{user}} redigerer dette dokumentet, så du ser det skrivebeskyttet.',
  takeOver: 'Overta redigeringen',
  takeOverTitle: 'Overta redigeringen?',
  takeOverBody:
    '{{user}} får beskjed, og skjemaet deres blir skrivebeskyttet. Endringer de ikke har lagret, kommer ikke med i dette dokumentet.',
  takeOverConfirm: 'Overta',
  tookOver: 'Nå er det du som redigerer dette dokumentet.',
  lostTitle: '{{user}} overtok redigeringen',
  lostBody: 'Skjemaet ditt er nå skrivebeskyttet. Alt du ikke hadde lagret, vises fortsatt, så du kan kopiere det før du går.',
  lostBanner: '{{user}} overtok redigeringen. Den ulagrede teksten din står igjen nedenfor, skrivebeskyttet.',
  keepViewing: 'Fortsett å se',
  editingNow: '{{user}} redigerer',
};
