import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Her ble ingenting funnet.',
  documentNotFound: '{{collection}} har ikke noe dokument med ID {{id}}.',
  collectionNotFound: 'Det finnes ingen samling som heter «{{slug}}».',
  globalNotFound: 'Det finnes ikke noe globalt innhold som heter «{{slug}}».',
  routeNotFound: 'Ingenting svarer på {{method}} {{url}}.',
  unauthorized: 'Logg inn for å gjøre dette.',
  notAllowedToPerformAction: 'Du har ikke tillatelse til å gjøre dette.',
  notAllowedToAccessPage: 'Du har ikke tillatelse til å åpne denne siden.',
  unknown: 'Noe gikk galt, og årsaken er ukjent.',
  unspecific: 'Noe gikk galt.',
  conflict: 'Noen andre har endret dette dokumentet etter at du åpnet det.',
  invalidExpectedUpdatedAt:
    'Den forventede updatedAt-verdien «{{value}}» er ikke en dato: send dokumentets updatedAt slik du leste den.',
  seoNoGenerator: 'Ingen generator for {{kind}} er satt opp på «{{path}}».',
  payloadTooLarge: 'Forespørselen er for stor: grensen er {{limit}} byte.',
  jsonBodyTooDeep: 'JSON-innholdet er nøstet dypere enn {{limit}} nivåer.',
  whereTooDeep: 'where-filteret er nøstet dypere enn {{limit}} nivåer.',
  unstorableText: '{{path}} inneholder et NUL-tegn eller en uparet surrogat, som ikke kan lagres. Fjern det og send på nytt.',
  bulkUpdateNeedsWhere:
    'Å oppdatere mange dokumenter krever et where-filter som velger noen av dem (f.eks. ?where[status][equals]=draft); et tomt eller manglende filter ville endret alle, så ingenting ble endret.',
  bulkDeleteNeedsWhere:
    'Å slette mange dokumenter krever et where-filter som velger noen av dem (f.eks. ?where[status][equals]=draft); et tomt eller manglende filter ville slettet alle, så ingenting ble slettet.',
  richTextComparesWithText:
    'Ugyldig verdi for «{{path}}» {{operator}}: et rik tekst-felt sammenlignes med tekst, ikke med en liste eller et objekt.',
  queryNumberNotExact:
    'Ugyldig verdi for «{{path}}» {{operator}}: {{value}} ligger utenfor ±{{limit}}, der tall slutter å være nøyaktige.',
  documentLocked: 'Noen andre redigerer dette dokumentet akkurat nå.',
  tooManyRequests: 'For mange forespørsler på kort tid. Vent litt og prøv igjen.',
  malformedJSON: 'Innholdet i forespørselen kunne ikke leses som JSON: {{reason}}',
  invalidID: '«{{id}}» kan ikke være en ID i {{collection}}.',
  unableToDeleteCount: '{{count}} av {{total}} {{label}} kunne ikke slettes.',
  unableToUpdateCount: '{{count}} av {{total}} {{label}} kunne ikke oppdateres.',
  noMatchedField: 'Ingen felt samsvarer med «{{label}}».',
  emailOrPasswordIncorrect: 'Den e-postadressen og det passordet hører ikke til noen konto.',
  usernameOrPasswordIncorrect: 'Det brukernavnet og det passordet hører ikke til noen konto.',
  userEmailAlreadyRegistered: 'Det finnes allerede en konto med denne e-postadressen.',
  usernameAlreadyRegistered: 'Det finnes allerede en konto med dette brukernavnet.',
  tokenNotProvided: 'Forespørselen har ingen økt: logg inn først.',
  logoutFailed: 'Kunne ikke logge ut: forespørselen hører ikke til noen innlogget økt.',
  userLocked:
    'Kontoen er låst etter for mange mislykkede innlogginger. Prøv igjen senere, eller be en administrator om å låse den opp.',
  tokenExpired: 'Økten din er utløpt. Logg inn igjen.',
  tokenInvalid: 'Dette tokenet kan ikke stoles på (signaturen, algoritmen eller påstandene er feil).',
  tokenRevoked: 'Denne økten er avsluttet (ved utlogging eller et passordbytte). Logg inn igjen.',
  sessionTooOld: 'Denne innloggingen er for gammel til å fornyes. Logg inn igjen.',
  accountGone: 'Kontoen dette tokenet tilhørte, er fjernet.',
  apiKeyInvalid: 'Denne API-nøkkelen er ukjent eller er erstattet.',
  unverifiedEmail: 'Bekreft e-postadressen din før du logger inn.',
  tokenInvalidOrExpired: 'Denne lenken er ikke lenger gyldig. Be om en ny.',
  verificationTokenInvalid: 'Denne bekreftelseslenken er ugyldig eller allerede brukt.',
  firstUserExists: 'Den første kontoen finnes allerede. Logg inn i stedet.',
  firstRegisterAdminOnly:
    'Bare den første kontoen i administrasjonen («{{slug}}») opprettes på denne måten; be en administrator om en konto.',
  authCollectionNotFound: 'Det finnes ingen samling av kontoer som heter «{{slug}}».',
  userNotFound: 'Ingen konto har den e-postadressen eller det brukernavnet.',
  preferenceNotFound: 'Du har ingen lagret innstilling «{{key}}».',
};
