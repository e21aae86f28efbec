import type { NamespaceStrings } from '../types.ts';

/** Romanian: errors the server answers with, and the admin shows as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Nu s-a găsit nimic aici.',
  documentNotFound: 'Colecția {{collection}} nu conține niciun document cu ID-ul {{id}}.',
  collectionNotFound: 'Nu există nicio colecție numită „{{slug}}”.',
  globalNotFound: 'Nu există niciun element global numit „{{slug}}”.',
  routeNotFound: 'Nimic nu răspunde la {{method}} {{url}}.',
  unauthorized: 'Conectați-vă pentru a face acest lucru.',
  notAllowedToPerformAction: 'Nu aveți permisiunea de a face acest lucru.',
  notAllowedToAccessPage: 'Nu aveți permisiunea de a deschide această pagină.',
  unknown: 'A apărut o eroare de cauză necunoscută.',
  unspecific: 'A apărut o eroare.',
  conflict: 'Altcineva a modificat acest document după ce l-ați deschis.',
  invalidExpectedUpdatedAt:
    'Valoarea updatedAt așteptată „{{value}}” nu este o dată: trimiteți updatedAt al documentului așa cum l-ați citit.',
  seoNoGenerator: 'Pentru „{{path}}” nu este configurat niciun generator pentru {{kind}}.',
  payloadTooLarge: 'Solicitarea este prea mare: limita, în octeți, este {{limit}}.',
  jsonBodyTooDeep: 'Corpul JSON este imbricat pe mai mult de {{limit}} niveluri.',
  whereTooDeep: 'Filtrul where este imbricat pe mai mult de {{limit}} niveluri.',
  unstorableText:
    '{{path}} conține un caracter NUL sau o jumătate de surogat fără pereche, care nu pot fi stocate. Eliminați-l și trimiteți din nou.',
  bulkUpdateNeedsWhere:
    'Actualizarea mai multor documente cere un filtru where care să aleagă o parte din ele (de ex. ?where[status][equals]=draft); unul gol sau lipsă le-ar schimba pe toate, așa că nu s-a schimbat nimic.',
  bulkDeleteNeedsWhere:
    'Ștergerea mai multor documente cere un filtru where care să aleagă o parte din ele (de ex. ?where[status][equals]=draft); unul gol sau lipsă le-ar șterge pe toate, așa că nu s-a șters nimic.',
  richTextComparesWithText:
    'Valoare nevalidă pentru „{{path}}” {{operator}}: un câmp de text formatat se compară cu text, nu cu o listă sau un obiect.',
  queryNumberNotExact:
    'Valoare nevalidă pentru „{{path}}” {{operator}}: {{value}} depășește ±{{limit}}, dincolo de care numerele nu mai sunt exacte.',
  documentLocked: 'Altcineva editează acest document chiar acum.',
  tooManyRequests: 'Prea multe solicitări într-un timp scurt. Așteptați puțin și încercați din nou.',
  malformedJSON: 'Corpul solicitării nu a putut fi citit ca JSON: {{reason}}',
  invalidID: '„{{id}}” nu poate fi un ID în {{collection}}.',
  unableToDeleteCount: '{{label}}: ștergerea a eșuat pentru {{count}} din {{total}}.',
  unableToUpdateCount: '{{label}}: actualizarea a eșuat pentru {{count}} din {{total}}.',
  noMatchedField: 'Niciun câmp nu corespunde cu „{{label}}”.',
  emailOrPasswordIncorrect: 'Adresa de e-mail și parola nu corespund niciunui cont.',
  usernameOrPasswordIncorrect: 'Numele de utilizator și parola nu corespund niciunui cont.',
  userEmailAlreadyRegistered: 'Există deja un cont cu această adresă de e-mail.',
  usernameAlreadyRegistered: 'Există deja un cont cu acest nume de utilizator.',
  tokenNotProvided: 'Această solicitare nu are nicio sesiune atașată: conectați-vă mai întâi.',
  logoutFailed: 'Deconectarea nu a reușit: această solicitare nu are o sesiune conectată.',
  userLocked:
    'Acest cont a fost blocat după prea multe încercări eșuate de conectare. Încercați mai târziu sau cereți unui administrator să îl deblocheze.',
  tokenExpired: 'Sesiunea dvs. s-a încheiat. Conectați-vă din nou.',
  tokenInvalid: 'Acest token nu este de încredere (semnătura, algoritmul sau revendicările sunt greșite).',
  tokenRevoked: 'Această sesiune a fost închisă (prin deconectare sau schimbarea parolei). Conectați-vă din nou.',
  sessionTooOld: 'Această conectare este prea veche pentru a fi reînnoită. Conectați-vă din nou.',
  accountGone: 'Contul căruia îi aparținea acest token a fost eliminat.',
  apiKeyInvalid: 'Această cheie API este necunoscută sau a fost înlocuită.',
  unverifiedEmail: 'Confirmați adresa de e-mail înainte de a vă conecta.',
  tokenInvalidOrExpired: 'Acest link nu mai este valabil. Cereți unul nou.',
  verificationTokenInvalid: 'Acest link de confirmare nu este valabil sau a fost deja folosit.',
  firstUserExists: 'Primul cont există deja. Conectați-vă.',
  firstRegisterAdminOnly:
    'Doar primul cont al panoului de administrare („{{slug}}”) se creează astfel; cereți unui administrator un cont.',
  authCollectionNotFound: 'Nu există nicio colecție de conturi numită „{{slug}}”.',
  userNotFound: 'Niciun cont nu are această adresă de e-mail sau acest nume de utilizator.',
  preferenceNotFound: 'Nu aveți nicio preferință salvată cu numele „{{key}}”.',
};
