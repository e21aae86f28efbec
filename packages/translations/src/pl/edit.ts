import type { NamespaceStrings } from '../types.ts';

/** Polish: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Ścieżka nawigacji',
  documentActions: 'Akcje dokumentu',
  moreActions: 'Więcej akcji',
  details: 'Szczegóły dokumentu',
  unsavedChanges: 'Niezapisane zmiany',
  allSaved: 'Wszystkie zmiany zapisane',
  readOnly: 'Tylko do odczytu',
  readOnlyNotice: 'Możesz wyświetlić ten dokument, ale nie możesz go zmieniać.',
  saveShortcut: 'Zapisz (Ctrl+S)',
  copyID: 'Kopiuj ID',
  password: 'Hasło',
  newPassword: 'Nowe hasło',
  confirmPassword: 'Powtórz hasło',
  changePassword: 'Zmień hasło',
  idCopied: 'Skopiowano ID.',

  saved: 'Zapisano dokument ({{label}}).',
  created: 'Utworzono dokument ({{label}}).',
  errorCount_one: '{{count}} błąd',
  errorCount_two: '{{count}} błędy',
  errorCount_other: 'Błędy: {{count}}',
  errorPillLabel_one: '{{count}} błąd: przejdź do pola',
  errorPillLabel_two: '{{count}} błędy: przejdź do pierwszego pola',
  errorPillLabel_other: 'Błędy: {{count}}. Przejdź do pierwszego pola',
  fixErrors: 'Nie zapisano: popraw zaznaczone pola i zapisz ponownie.',

  notSavedNetwork: 'Nie zapisano: nie udało się połączyć z serwerem. Twoje zmiany nadal tu są – spróbuj ponownie.',
  notSavedServer: 'Nie zapisano: na serwerze wystąpił problem. Twoje zmiany nadal tu są – spróbuj ponownie.',
  notSavedForbidden: 'Nie zapisano: nie masz uprawnień do tej zmiany. Twoje zmiany nadal tu są.',
  notSavedSignedOut:
    'Nie zapisano: sesja wygasła. Zaloguj się ponownie w innej karcie, a potem zapisz – Twoje zmiany nadal tu są.',
  notSavedConflict:
    'Nie zapisano: od czasu otwarcia ktoś inny zmienił ten dokument. Twoje zmiany nadal tu są – skopiuj to, czego potrzebujesz, i odśwież stronę.',
  conflictTitle: 'Ktoś inny zapisał ten dokument',
  conflictText:
    'Ktoś inny zapisał „{{title}}”, gdy był już u Ciebie otwarty. Jeśli zapiszesz teraz, Twoje zmiany zastąpią zmiany tej osoby. Jeśli anulujesz, Twoje zmiany zostaną tutaj.',
  conflictOverwrite: 'Mimo to zapisz moje',
  notSavedMissing:
    'Nie zapisano: ten dokument już nie istnieje albo nie masz już uprawnień do jego zmiany. Twoje zmiany nadal tu są.',
  notSavedTooLarge: 'Nie zapisano: dokument jest zbyt duży. Twoje zmiany nadal tu są.',
  notSavedLocked: 'Nie zapisano: ktoś inny edytuje ten dokument. Twoje zmiany nadal tu są.',
  notSavedRateLimited: 'Nie zapisano: zbyt wiele żądań. Zaczekaj chwilę i zapisz ponownie – Twoje zmiany nadal tu są.',
  notSavedInvalid: 'Nie zapisano: {{message}} Twoje zmiany nadal tu są.',

  notFound: 'Ten dokument nie istnieje albo nie masz uprawnień do jego wyświetlenia.',
  backToList: 'Wróć do listy „{{label}}”',
  loadFailed: 'Nie udało się załadować dokumentu.',
  retry: 'Spróbuj ponownie',
  notAllowedToCreate: 'Nie masz uprawnień do tworzenia dokumentów tego typu ({{label}}).',

  leaveTitle: 'Wyjść bez zapisywania?',
  leaveText: 'Zmiany w „{{title}}” nie zostały zapisane. Jeśli wyjdziesz, zostaną utracone.',
  leave: 'Wyjdź bez zapisywania',

  deleteTitle: 'Usunąć dokument ({{label}})?',
  deleteText: 'Dokument „{{title}}” zostanie trwale usunięty. Tej operacji nie można cofnąć.',
  deleteLinkedFrom: 'Odwołują się do niego inne dokumenty: {{list}}. Po usunięciu te odwołania nie będą nigdzie prowadzić.',
  deleteRichTextNotCounted:
    'Odwoływać się do niego może też tekst sformatowany w innych dokumentach; takich odwołań tu nie liczymy.',
  deleteLinkedFromMany: 'Odwołują się do nich inne dokumenty: {{list}}. Po usunięciu te odwołania nie będą nigdzie prowadzić.',
  deleteRichTextNotCountedMany:
    'Odwoływać się do nich może też tekst sformatowany w innych dokumentach; takich odwołań tu nie liczymy.',
  deleted: 'Usunięto dokument „{{title}}” ({{label}}).',
  deleteFailed: 'Nie usunięto: {{message}}',

  duplicateTitle: 'Zduplikować bez Twoich zmian?',
  duplicateText: 'Kopia powstanie z ostatniej zapisanej wersji. Niezapisane zmiany zostaną utracone.',
  duplicateAnyway: 'Duplikuj bez zapisywania',
  duplicated: 'Utworzono kopię „{{title}}”.',
  duplicateFailed: 'Nie zduplikowano: {{message}}',
};
