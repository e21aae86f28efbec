import type { NamespaceStrings } from '../types.ts';

/** Swedish: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} redigerar den här {{label}} (id {{id}}), så den kan inte ändras nu. Försök igen när de är klara, eller ta över redigeringen.',
  globalLocked:
    '{{user}} redigerar {{label}}, så den kan inte ändras nu. Försök igen när de är klara, eller ta över redigeringen.',
  notLockable: '”{{slug}}” låser inte sina dokument (lockDocuments är false).',
  takeOverNotAllowed: 'Du får inte ta över redigeringen från en annan användare.',
  lockTaken: 'Nu är det du som redigerar det här dokumentet.',
  lockReleased: 'Du redigerar inte längre det här dokumentet.',
  lockedBanner: '{{user}} redigerar det här dokumentet, så du ser det skrivskyddat.',
  takeOver: 'Ta över redigeringen',
  takeOverTitle: 'Ta över redigeringen?',
  takeOverBody:
    '{{user}} får besked och deras formulär blir skrivskyddat. Ändringar de inte har sparat kommer inte med i dokumentet.',
  takeOverConfirm: 'Ta över',
  tookOver: 'Nu är det du som redigerar det här dokumentet.',
  lostTitle: '{{user}} tog över redigeringen',
  lostBody: 'Ditt formulär är nu skrivskyddat. Det du inte hade sparat syns fortfarande, så du kan kopiera det innan du går.',
  lostBanner: '{{user}} tog över redigeringen. Din osparade text finns kvar nedan, skrivskyddad.',
  keepViewing: 'Fortsätt titta',
  editingNow: '{{user}} redigerar',
};
