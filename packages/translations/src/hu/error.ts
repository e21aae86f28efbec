import type { NamespaceStrings } from '../types.ts';

/** Hungarian: errors the server answers with, and the admin shows as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Itt nem található semmi.',
  documentNotFound: 'Nincs {{id}} azonosítójú dokumentum ebben a gyűjteményben: {{collection}}.',
  collectionNotFound: 'Nincs „{{slug}}” nevű gyűjtemény.',
  globalNotFound: 'Nincs „{{slug}}” nevű globális elem.',
  routeNotFound: 'Erre a kérésre semmi sem válaszol: {{method}} {{url}}.',
  unauthorized: 'Ehhez jelentkezzen be.',
  notAllowedToPerformAction: 'Nincs jogosultsága ehhez a művelethez.',
  notAllowedToAccessPage: 'Nincs jogosultsága megnyitni ezt az oldalt.',
  unknown: 'Ismeretlen okból hiba történt.',
  unspecific: 'Hiba történt.',
  conflict: 'Valaki más módosította ezt a dokumentumot, miután Ön megnyitotta.',
  invalidExpectedUpdatedAt:
    'A várt updatedAt érték („{{value}}”) nem dátum: a dokumentum updatedAt értékét úgy küldje el, ahogy beolvasta.',
  seoNoGenerator: 'A(z) „{{path}}” csoportban nincs beállítva generátor ehhez: {{kind}}.',
  payloadTooLarge: 'A kérés túl nagy: a korlát {{limit}} bájt.',
  jsonBodyTooDeep: 'A JSON-törzs {{limit}} szintnél mélyebben egymásba ágyazott.',
  whereTooDeep: 'A where szűrő {{limit}} szintnél mélyebben egymásba ágyazott.',
  unstorableText:
    '{{path}} NUL karaktert vagy pár nélküli helyettesítő (surrogate) felet tartalmaz, amely nem tárolható. Távolítsa el, és küldje újra.',
  bulkUpdateNeedsWhere:
    'Több dokumentum módosításához olyan where szűrő kell, amely kiválaszt közülük néhányat (pl. ?where[status][equals]=draft); az üres vagy hiányzó szűrő mindet módosítaná, ezért semmi sem változott.',
  bulkDeleteNeedsWhere:
    'Több dokumentum törléséhez olyan where szűrő kell, amely kiválaszt közülük néhányat (pl. ?where[status][equals]=draft); az üres vagy hiányzó szűrő mindet törölné, ezért semmi sem törlődött.',
  richTextComparesWithText:
    'Érvénytelen érték ehhez: „{{path}}” {{operator}}: a formázott szöveges mező szöveggel hasonlítható össze, nem listával vagy objektummal.',
  queryNumberNotExact:
    'Érvénytelen érték ehhez: „{{path}}” {{operator}}: {{value}} túllépi a ±{{limit}} határt, amelyen túl a számok nem pontosak.',
  documentLocked: 'Ezt a dokumentumot most valaki más szerkeszti.',
  tooManyRequests: 'Túl sok kérés rövid idő alatt. Várjon egy kicsit, és próbálja újra.',
  malformedJSON: 'A kérés törzse nem olvasható be JSON-ként: {{reason}}',
  invalidID: '„{{id}}” nem lehet azonosító ebben a gyűjteményben: {{collection}}.',
  unableToDeleteCount: '{{label}}: {{total}} dokumentumból {{count}} törlése nem sikerült.',
  unableToUpdateCount: '{{label}}: {{total}} dokumentumból {{count}} frissítése nem sikerült.',
  noMatchedField: 'Egyik mező sem felel meg ennek: „{{label}}”.',
  emailOrPasswordIncorrect: 'Ez az e-mail-cím és jelszó egyetlen fiókhoz sem tartozik.',
  usernameOrPasswordIncorrect: 'Ez a felhasználónév és jelszó egyetlen fiókhoz sem tartozik.',
  userEmailAlreadyRegistered: 'Ezzel az e-mail-címmel már létezik fiók.',
  usernameAlreadyRegistered: 'Ezzel a felhasználónévvel már létezik fiók.',
  tokenNotProvided: 'A kéréshez nem tartozik munkamenet: előbb jelentkezzen be.',
  logoutFailed: 'A kijelentkezés nem sikerült: a kéréshez nem tartozik bejelentkezett munkamenet.',
  userLocked:
    'Túl sok sikertelen bejelentkezés miatt ez a fiók zárolva van. Próbálja újra később, vagy kérje meg egy rendszergazdát, hogy oldja fel.',
  tokenExpired: 'A munkamenete lejárt. Jelentkezzen be újra.',
  tokenInvalid: 'Ez a token nem megbízható (hibás az aláírása, az algoritmusa vagy a jogcímei).',
  tokenRevoked: 'Ez a munkamenet lezárult (kijelentkezés vagy jelszóváltoztatás miatt). Jelentkezzen be újra.',
  sessionTooOld: 'Ez a bejelentkezés túl régi ahhoz, hogy megújítható legyen. Jelentkezzen be újra.',
  accountGone: 'A fiókot, amelyhez ez a token tartozott, eltávolították.',
  apiKeyInvalid: 'Ez az API-kulcs ismeretlen, vagy lecserélték.',
  unverifiedEmail: 'Bejelentkezés előtt erősítse meg az e-mail-címét.',
  tokenInvalidOrExpired: 'Ez a hivatkozás már nem érvényes. Kérjen újat.',
  verificationTokenInvalid: 'Ez a megerősítő hivatkozás érvénytelen, vagy már felhasználták.',
  firstUserExists: 'Az első fiók már létezik. Jelentkezzen be.',
  firstRegisterAdminOnly:
    'Így csak az adminfelület első fiókja („{{slug}}”) hozható létre; további fiókot egy rendszergazdától kérjen.',
  authCollectionNotFound: 'Nincs „{{slug}}” nevű fiókgyűjtemény.',
  userNotFound: 'Egyik fióknak sincs ilyen e-mail-címe vagy felhasználóneve.',
  preferenceNotFound: 'Nincs „{{key}}” nevű mentett beállítása.',
};
