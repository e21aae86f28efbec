import type { NamespaceStrings } from '../types.ts';

/** Czech: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Nic tu nebylo nalezeno.',
  documentNotFound: 'V kolekci {{collection}} neexistuje dokument s ID {{id}}.',
  collectionNotFound: 'Kolekce „{{slug}}“ neexistuje.',
  globalNotFound: 'Globální prvek „{{slug}}“ neexistuje.',
  routeNotFound: 'Na {{method}} {{url}} nic neodpovídá.',
  unauthorized: 'K této akci se musíte přihlásit.',
  notAllowedToPerformAction: 'K této akci nemáte oprávnění.',
  notAllowedToAccessPage: 'K otevření této stránky nemáte oprávnění.',
  unknown: 'Něco se pokazilo a příčina není známa.',
  unspecific: 'Něco se pokazilo.',
  conflict: 'Od chvíle, kdy jste tento dokument otevřeli, ho změnil někdo jiný.',
  invalidExpectedUpdatedAt:
    'Očekávaná hodnota updatedAt „{{value}}“ není datum: pošlete updatedAt dokumentu tak, jak jste ho načetli.',
  seoNoGenerator: 'Pro „{{path}}“ není nastaven generátor pro {{kind}}.',
  payloadTooLarge: 'Požadavek je příliš velký: limit je {{limit}} B.',
  jsonBodyTooDeep: 'Tělo JSON je vnořené hlouběji než {{limit}} úrovní.',
  whereTooDeep: 'Filtr where je vnořený hlouběji než {{limit}} úrovní.',
  unstorableText:
    '{{path}} obsahuje znak NUL nebo nespárovanou polovinu náhradního páru, které nelze uložit. Odstraňte ho a odešlete znovu.',
  bulkUpdateNeedsWhere:
    'Úprava více dokumentů potřebuje filtr where, který z nich některé vybere (např. ?where[status][equals]=draft); prázdný nebo chybějící filtr by změnil všechny, proto se nic nezměnilo.',
  bulkDeleteNeedsWhere:
    'Smazání více dokumentů potřebuje filtr where, který z nich některé vybere (např. ?where[status][equals]=draft); prázdný nebo chybějící filtr by smazal všechny, proto se nic nesmazalo.',
  richTextComparesWithText:
    'Neplatná hodnota pro „{{path}}“ {{operator}}: pole s formátovaným textem se porovnává s textem, ne se seznamem ani objektem.',
  queryNumberNotExact:
    'Neplatná hodnota pro „{{path}}“ {{operator}}: {{value}} leží mimo ±{{limit}}, kde čísla přestávají být přesná.',
  documentLocked: 'Tento dokument právě upravuje někdo jiný.',
  tooManyRequests: 'Příliš mnoho požadavků v krátké době. Chvíli počkejte a zkuste to znovu.',
  malformedJSON: 'Tělo požadavku nelze přečíst jako JSON: {{reason}}',
  invalidID: '„{{id}}“ nemůže být ID v kolekci {{collection}}.',
  unableToDeleteCount: '{{label}}: {{count}} z {{total}} se nepodařilo smazat.',
  unableToUpdateCount: '{{label}}: {{count}} z {{total}} se nepodařilo upravit.',
  noMatchedField: 'Žádné pole neodpovídá „{{label}}“.',
  emailOrPasswordIncorrect: 'Tato e-mailová adresa a heslo nepatří k žádnému účtu.',
  usernameOrPasswordIncorrect: 'Toto uživatelské jméno a heslo nepatří k žádnému účtu.',
  userEmailAlreadyRegistered: 'Účet s touto e-mailovou adresou už existuje.',
  usernameAlreadyRegistered: 'Účet s tímto uživatelským jménem už existuje.',
  tokenNotProvided: 'S tímto požadavkem nepřišla žádná relace: nejprve se přihlaste.',
  logoutFailed: 'Odhlášení se nezdařilo: tento požadavek nenese žádnou přihlášenou relaci.',
  userLocked:
    'Tento účet byl zablokován kvůli příliš mnoha neúspěšným pokusům o přihlášení. Zkuste to později, nebo požádejte administrátora o odblokování.',
  tokenExpired: 'Vaše relace skončila. Přihlaste se znovu.',
  tokenInvalid: 'Tomuto tokenu nelze důvěřovat (jeho podpis, algoritmus nebo deklarace nejsou v pořádku).',
  tokenRevoked: 'Tato relace byla ukončena (odhlášením nebo změnou hesla). Přihlaste se znovu.',
  sessionTooOld: 'Toto přihlášení je příliš staré na obnovení. Přihlaste se znovu.',
  accountGone: 'Účet, ke kterému tento token patřil, byl odstraněn.',
  apiKeyInvalid: 'Tento API klíč je neznámý, nebo byl nahrazen.',
  unverifiedEmail: 'Před přihlášením potvrďte svou e-mailovou adresu.',
  tokenInvalidOrExpired: 'Tento odkaz už neplatí. Požádejte o nový.',
  verificationTokenInvalid: 'Tento potvrzovací odkaz není platný, nebo už byl použit.',
  firstUserExists: 'První účet už existuje. Místo toho se přihlaste.',
  firstRegisterAdminOnly: 'Tímto způsobem se vytváří jen první účet administrace („{{slug}}“); o účet požádejte administrátora.',
  authCollectionNotFound: 'Kolekce účtů „{{slug}}“ neexistuje.',
  userNotFound: 'Žádný účet nemá tuto e-mailovou adresu ani uživatelské jméno.',
  preferenceNotFound: 'Nemáte uloženou předvolbu „{{key}}“.',
};
