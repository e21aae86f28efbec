import type { NamespaceStrings } from '../types.ts';

/** Croatian: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Ovdje ništa nije pronađeno.',
  documentNotFound: 'Zbirka {{collection}} nema dokument s ID-om {{id}}.',
  collectionNotFound: 'Ne postoji zbirka „{{slug}}”.',
  globalNotFound: 'Ne postoji globalni element „{{slug}}”.',
  routeNotFound: 'Ništa ne odgovara na {{method}} {{url}}.',
  unauthorized: 'Za ovo se morate prijaviti.',
  notAllowedToPerformAction: 'Nemate dopuštenje za ovu radnju.',
  notAllowedToAccessPage: 'Nemate dopuštenje za otvaranje ove stranice.',
  unknown: 'Nešto je pošlo po zlu, a uzrok nije poznat.',
  unspecific: 'Nešto je pošlo po zlu.',
  conflict: 'Netko je drugi promijenio ovaj dokument nakon što ste ga otvorili.',
  invalidExpectedUpdatedAt:
    'Očekivana vrijednost updatedAt „{{value}}” nije datum: pošaljite updatedAt dokumenta onako kako ste ga pročitali.',
  seoNoGenerator: 'Za „{{path}}” nije postavljen generator za {{kind}}.',
  payloadTooLarge: 'Zahtjev je prevelik: ograničenje je {{limit}} B.',
  jsonBodyTooDeep: 'JSON tijelo ugniježđeno je dublje od {{limit}} razina.',
  whereTooDeep: 'Filtar where ugniježđen je dublje od {{limit}} razina.',
  unstorableText:
    '{{path}} sadrži znak NUL ili nesparenu surogatnu polovicu, koji se ne mogu spremiti. Uklonite ga i pošaljite ponovno.',
  bulkUpdateNeedsWhere:
    'Ažuriranje više dokumenata traži filtar where koji odabire neke od njih (npr. ?where[status][equals]=draft); prazan ili izostavljen filtar promijenio bi sve, pa ništa nije promijenjeno.',
  bulkDeleteNeedsWhere:
    'Brisanje više dokumenata traži filtar where koji odabire neke od njih (npr. ?where[status][equals]=draft); prazan ili izostavljen filtar izbrisao bi sve, pa ništa nije izbrisano.',
  richTextComparesWithText:
    'Neispravna vrijednost za „{{path}}” {{operator}}: polje obogaćenog teksta uspoređuje se s tekstom, ne s popisom ili objektom.',
  queryNumberNotExact:
    'Neispravna vrijednost za „{{path}}” {{operator}}: {{value}} je izvan ±{{limit}}, iza čega brojevi nisu točni.',
  documentLocked: 'Netko drugi upravo uređuje ovaj dokument.',
  tooManyRequests: 'Previše zahtjeva u kratkom vremenu. Pričekajte trenutak i pokušajte ponovno.',
  malformedJSON: 'Tijelo zahtjeva nije moguće pročitati kao JSON: {{reason}}',
  invalidID: '„{{id}}” ne može biti ID u zbirci {{collection}}.',
  unableToDeleteCount: '{{label}}: {{count}} od {{total}} nije se moglo izbrisati.',
  unableToUpdateCount: '{{label}}: {{count}} od {{total}} nije se moglo ažurirati.',
  noMatchedField: 'Nijedno polje ne odgovara „{{label}}”.',
  emailOrPasswordIncorrect: 'Ta adresa e-pošte i lozinka ne odgovaraju nijednom računu.',
  usernameOrPasswordIncorrect: 'To korisničko ime i lozinka ne odgovaraju nijednom računu.',
  userEmailAlreadyRegistered: 'Račun s ovom adresom e-pošte već postoji.',
  usernameAlreadyRegistered: 'Račun s ovim korisničkim imenom već postoji.',
  tokenNotProvided: 'Uz ovaj zahtjev nije stigla nikakva sesija: najprije se prijavite.',
  logoutFailed: 'Odjava nije uspjela: ovaj zahtjev ne nosi nijednu prijavljenu sesiju.',
  userLocked:
    'Ovaj je račun zaključan zbog previše neuspjelih prijava. Pokušajte ponovno kasnije ili zamolite administratora da ga otključa.',
  tokenExpired: 'Vaša je sesija završila. Ponovno se prijavite.',
  tokenInvalid: 'Ovom tokenu ne može se vjerovati (potpis, algoritam ili tvrdnje nisu ispravni).',
  tokenRevoked: 'Ova je sesija zatvorena (odjavom ili promjenom lozinke). Ponovno se prijavite.',
  sessionTooOld: 'Ova je prijava prestara za obnavljanje. Ponovno se prijavite.',
  accountGone: 'Račun kojem je ovaj token pripadao uklonjen je.',
  apiKeyInvalid: 'Ovaj API ključ je nepoznat ili je zamijenjen.',
  unverifiedEmail: 'Prije prijave potvrdite svoju adresu e-pošte.',
  tokenInvalidOrExpired: 'Ova poveznica više ne vrijedi. Zatražite novu.',
  verificationTokenInvalid: 'Ova poveznica za potvrdu nije valjana ili je već iskorištena.',
  firstUserExists: 'Prvi račun već postoji. Umjesto toga se prijavite.',
  firstRegisterAdminOnly:
    'Na ovaj se način stvara samo prvi račun administracije („{{slug}}”); za račun se obratite administratoru.',
  authCollectionNotFound: 'Ne postoji zbirka računa „{{slug}}”.',
  userNotFound: 'Nijedan račun nema tu adresu e-pošte ni korisničko ime.',
  preferenceNotFound: 'Nemate spremljenu postavku „{{key}}”.',
};
