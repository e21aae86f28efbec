import type { NamespaceStrings } from '../types.ts';

/** Slovak: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Nič sa tu nenašlo.',
  documentNotFound: 'V kolekcii {{collection}} neexistuje dokument s ID {{id}}.',
  collectionNotFound: 'Kolekcia „{{slug}}“ neexistuje.',
  globalNotFound: 'Globálny prvok „{{slug}}“ neexistuje.',
  routeNotFound: 'Na {{method}} {{url}} nič neodpovedá.',
  unauthorized: 'Na túto akciu sa musíte prihlásiť.',
  notAllowedToPerformAction: 'Na túto akciu nemáte oprávnenie.',
  notAllowedToAccessPage: 'Na otvorenie tejto stránky nemáte oprávnenie.',
  unknown: 'Niečo sa pokazilo a príčina nie je známa.',
  unspecific: 'Niečo sa pokazilo.',
  conflict: 'Odkedy ste tento dokument otvorili, zmenil ho niekto iný.',
  invalidExpectedUpdatedAt:
    'Očakávaná hodnota updatedAt „{{value}}“ nie je dátum: pošlite updatedAt dokumentu tak, ako ste ho načítali.',
  seoNoGenerator: 'Pre „{{path}}“ nie je nastavený generátor pre {{kind}}.',
  payloadTooLarge: 'Požiadavka je príliš veľká: limit je {{limit}} B.',
  jsonBodyTooDeep: 'Telo JSON je vnorené hlbšie ako {{limit}} úrovní.',
  whereTooDeep: 'Filter where je vnorený hlbšie ako {{limit}} úrovní.',
  unstorableText:
    '{{path}} obsahuje znak NUL alebo nespárovanú polovicu náhradného páru, ktoré sa nedajú uložiť. Odstráňte ho a odošlite znova.',
  bulkUpdateNeedsWhere:
    'Úprava viacerých dokumentov potrebuje filter where, ktorý z nich niektoré vyberie (napr. ?where[status][equals]=draft); prázdny alebo chýbajúci filter by zmenil všetky, preto sa nič nezmenilo.',
  bulkDeleteNeedsWhere:
    'Vymazanie viacerých dokumentov potrebuje filter where, ktorý z nich niektoré vyberie (napr. ?where[status][equals]=draft); prázdny alebo chýbajúci filter by vymazal všetky, preto sa nič nevymazalo.',
  richTextComparesWithText:
    'Neplatná hodnota pre „{{path}}“ {{operator}}: pole s formátovaným textom sa porovnáva s textom, nie so zoznamom ani objektom.',
  queryNumberNotExact:
    'Neplatná hodnota pre „{{path}}“ {{operator}}: {{value}} je mimo ±{{limit}}, kde čísla prestávajú byť presné.',
  documentLocked: 'Tento dokument práve upravuje niekto iný.',
  tooManyRequests: 'Príliš veľa požiadaviek v krátkom čase. Chvíľu počkajte a skúste to znova.',
  malformedJSON: 'Telo požiadavky sa nedá prečítať ako JSON: {{reason}}',
  invalidID: '„{{id}}“ nemôže byť ID v kolekcii {{collection}}.',
  unableToDeleteCount: '{{label}}: {{count}} z {{total}} sa nepodarilo odstrániť.',
  unableToUpdateCount: '{{label}}: {{count}} z {{total}} sa nepodarilo upraviť.',
  noMatchedField: 'Žiadne pole nezodpovedá „{{label}}“.',
  emailOrPasswordIncorrect: 'Táto e-mailová adresa a heslo nepatria k žiadnemu účtu.',
  usernameOrPasswordIncorrect: 'Toto používateľské meno a heslo nepatria k žiadnemu účtu.',
  userEmailAlreadyRegistered: 'Účet s touto e-mailovou adresou už existuje.',
  usernameAlreadyRegistered: 'Účet s týmto používateľským menom už existuje.',
  tokenNotProvided: 'S touto požiadavkou neprišla žiadna relácia: najprv sa prihláste.',
  logoutFailed: 'Odhlásenie zlyhalo: táto požiadavka nenesie žiadnu prihlásenú reláciu.',
  userLocked:
    'Tento účet bol zablokovaný pre príliš veľa neúspešných pokusov o prihlásenie. Skúste to neskôr alebo požiadajte administrátora o odblokovanie.',
  tokenExpired: 'Vaša relácia sa skončila. Prihláste sa znova.',
  tokenInvalid: 'Tomuto tokenu nemožno dôverovať (jeho podpis, algoritmus alebo údaje nie sú v poriadku).',
  tokenRevoked: 'Táto relácia bola ukončená (odhlásením alebo zmenou hesla). Prihláste sa znova.',
  sessionTooOld: 'Toto prihlásenie je príliš staré na obnovenie. Prihláste sa znova.',
  accountGone: 'Účet, ku ktorému tento token patril, bol odstránený.',
  apiKeyInvalid: 'Tento API kľúč je neznámy alebo bol nahradený.',
  unverifiedEmail: 'Pred prihlásením potvrďte svoju e-mailovú adresu.',
  tokenInvalidOrExpired: 'Tento odkaz už neplatí. Požiadajte o nový.',
  verificationTokenInvalid: 'Tento potvrdzovací odkaz nie je platný alebo už bol použitý.',
  firstUserExists: 'Prvý účet už existuje. Namiesto toho sa prihláste.',
  firstRegisterAdminOnly: 'Týmto spôsobom sa vytvára len prvý účet administrácie („{{slug}}“); o účet požiadajte administrátora.',
  authCollectionNotFound: 'Kolekcia účtov „{{slug}}“ neexistuje.',
  userNotFound: 'Žiadny účet nemá túto e-mailovú adresu ani používateľské meno.',
  preferenceNotFound: 'Nemáte uloženú predvoľbu „{{key}}“.',
};
