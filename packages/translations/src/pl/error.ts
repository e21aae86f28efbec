import type { NamespaceStrings } from '../types.ts';

/** Polish: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Nic tu nie znaleziono.',
  documentNotFound: 'W kolekcji {{collection}} nie ma dokumentu o ID {{id}}.',
  collectionNotFound: 'Nie ma kolekcji o nazwie „{{slug}}”.',
  globalNotFound: 'Nie ma dokumentu globalnego o nazwie „{{slug}}”.',
  routeNotFound: 'Nic nie obsługuje żądania {{method}} {{url}}.',
  unauthorized: 'Zaloguj się, aby to zrobić.',
  notAllowedToPerformAction: 'Nie masz uprawnień do wykonania tej czynności.',
  notAllowedToAccessPage: 'Nie masz uprawnień do otwarcia tej strony.',
  unknown: 'Coś poszło nie tak z nieznanej przyczyny.',
  unspecific: 'Coś poszło nie tak.',
  conflict: 'Ktoś inny zmienił ten dokument po jego otwarciu.',
  invalidExpectedUpdatedAt:
    'Oczekiwana wartość updatedAt „{{value}}” nie jest datą: wyślij updatedAt dokumentu w takiej postaci, w jakiej został odczytany.',
  seoNoGenerator: 'W „{{path}}” nie skonfigurowano generatora dla: {{kind}}.',
  payloadTooLarge: 'Żądanie jest zbyt duże: limit wynosi {{limit}} bajtów.',
  jsonBodyTooDeep: 'Treść JSON jest zagnieżdżona głębiej niż {{limit}} poziomów.',
  whereTooDeep: 'Filtr where jest zagnieżdżony głębiej niż {{limit}} poziomów.',
  unstorableText:
    '{{path}} zawiera znak NUL lub niesparowaną połówkę surogatu, których nie da się zapisać. Usuń go i wyślij ponownie.',
  bulkUpdateNeedsWhere:
    'Aktualizacja wielu dokumentów wymaga filtra where, który wybiera niektóre z nich (np. ?where[status][equals]=draft); pusty lub brakujący filtr zmieniłby wszystkie, więc nic nie zostało zmienione.',
  bulkDeleteNeedsWhere:
    'Usunięcie wielu dokumentów wymaga filtra where, który wybiera niektóre z nich (np. ?where[status][equals]=draft); pusty lub brakujący filtr usunąłby wszystkie, więc nic nie zostało usunięte.',
  richTextComparesWithText:
    'Nieprawidłowa wartość dla „{{path}}” {{operator}}: pole tekstu sformatowanego porównuje się z tekstem, a nie z listą czy obiektem.',
  queryNumberNotExact:
    'Nieprawidłowa wartość dla „{{path}}” {{operator}}: {{value}} wykracza poza ±{{limit}}, za czym liczby przestają być dokładne.',
  documentLocked: 'Ktoś inny edytuje teraz ten dokument.',
  tooManyRequests: 'Zbyt wiele żądań w krótkim czasie. Zaczekaj chwilę i spróbuj ponownie.',
  malformedJSON: 'Nie udało się odczytać treści żądania jako JSON: {{reason}}',
  invalidID: '„{{id}}” nie może być identyfikatorem w kolekcji {{collection}}.',
  unableToDeleteCount: 'Nie udało się usunąć dokumentów ({{label}}): {{count}} z {{total}}.',
  unableToUpdateCount: 'Nie udało się zaktualizować dokumentów ({{label}}): {{count}} z {{total}}.',
  noMatchedField: 'Żadne pole nie pasuje do „{{label}}”.',
  emailOrPasswordIncorrect: 'Ten adres e-mail i hasło nie pasują do żadnego konta.',
  usernameOrPasswordIncorrect: 'Ta nazwa użytkownika i hasło nie pasują do żadnego konta.',
  userEmailAlreadyRegistered: 'Konto z tym adresem e-mail już istnieje.',
  usernameAlreadyRegistered: 'Konto z tą nazwą użytkownika już istnieje.',
  tokenNotProvided: 'To żądanie nie zawiera sesji: najpierw się zaloguj.',
  logoutFailed: 'Nie udało się wylogować: to żądanie nie zawiera aktywnej sesji.',
  userLocked:
    'Konto zostało zablokowane po zbyt wielu nieudanych próbach logowania. Spróbuj później lub poproś administratora o odblokowanie.',
  tokenExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  tokenInvalid: 'Ten token nie jest wiarygodny (nieprawidłowy podpis, algorytm lub deklaracje).',
  tokenRevoked: 'Ta sesja została zamknięta (przez wylogowanie lub zmianę hasła). Zaloguj się ponownie.',
  sessionTooOld: 'To logowanie jest zbyt stare, aby je odnowić. Zaloguj się ponownie.',
  accountGone: 'Konto, do którego należał ten token, zostało usunięte.',
  apiKeyInvalid: 'Ten klucz API jest nieznany lub został zastąpiony.',
  unverifiedEmail: 'Przed zalogowaniem potwierdź adres e-mail.',
  tokenInvalidOrExpired: 'Ten link jest już nieważny. Poproś o nowy.',
  verificationTokenInvalid: 'Ten link potwierdzający jest nieprawidłowy lub został już użyty.',
  firstUserExists: 'Pierwsze konto już istnieje. Zaloguj się.',
  firstRegisterAdminOnly:
    'W ten sposób tworzy się tylko pierwsze konto panelu administracyjnego („{{slug}}”); o kolejne konto poproś administratora.',
  authCollectionNotFound: 'Nie ma kolekcji kont o nazwie „{{slug}}”.',
  userNotFound: 'Żadne konto nie ma takiego adresu e-mail ani nazwy użytkownika.',
  preferenceNotFound: 'Nie masz zapisanej preferencji „{{key}}”.',
};
