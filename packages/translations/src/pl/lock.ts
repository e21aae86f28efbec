import type { NamespaceStrings } from '../types.ts';

/** Polish: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} edytuje ten element {{label}} (id {{id}}), więc nie można go teraz zmienić. Spróbuj ponownie, gdy skończy, albo przejmij edycję.',
  globalLocked:
    '{{user}} edytuje {{label}}, więc nie można tego teraz zmienić. Spróbuj ponownie, gdy skończy, albo przejmij edycję.',
  notLockable: '„{{slug}}” nie blokuje swoich dokumentów (lockDocuments ma wartość false).',
  takeOverNotAllowed: 'Nie masz uprawnień, by przejąć edycję od innego użytkownika.',
  lockTaken: 'Teraz to Ty edytujesz ten dokument.',
  lockReleased: 'Nie edytujesz już tego dokumentu.',
  lockedBanner: '{{user}} edytuje ten dokument, więc widzisz go tylko do odczytu.',
  takeOver: 'Przejmij edycję',
  takeOverTitle: 'Przejąć edycję?',
  takeOverBody:
    '{{user}} dostanie powiadomienie, a jego formularz będzie tylko do odczytu. Niezapisane zmiany nie trafią do tego dokumentu.',
  takeOverConfirm: 'Przejmij',
  tookOver: 'Teraz to Ty edytujesz ten dokument.',
  lostTitle: '{{user}} przejął edycję',
  lostBody:
    'Twój formularz jest teraz tylko do odczytu. To, czego nie zapisano, nadal jest widoczne, więc możesz to skopiować przed wyjściem.',
  lostBanner: '{{user}} przejął edycję. Twój niezapisany tekst zostaje poniżej, tylko do odczytu.',
  keepViewing: 'Przeglądaj dalej',
  editingNow: '{{user}} edytuje',
};
