import type { NamespaceStrings } from '../types.ts';

/** Dutch: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Hier is niets gevonden.',
  documentNotFound: '{{collection}} heeft geen document met ID {{id}}.',
  collectionNotFound: 'Er is geen collectie met de naam ‘{{slug}}’.',
  globalNotFound: 'Er is geen globale inhoud met de naam ‘{{slug}}’.',
  routeNotFound: 'Niets reageert op {{method}} {{url}}.',
  unauthorized: 'Log in om dit te doen.',
  notAllowedToPerformAction: 'Je hebt geen toestemming om dit te doen.',
  notAllowedToAccessPage: 'Je hebt geen toestemming om deze pagina te openen.',
  unknown: 'Er ging iets mis en de oorzaak is onbekend.',
  unspecific: 'Er ging iets mis.',
  conflict: 'Iemand anders heeft dit document gewijzigd nadat je het opende.',
  invalidExpectedUpdatedAt:
    'De verwachte updatedAt-waarde ‘{{value}}’ is geen datum: stuur de updatedAt van het document zoals je die hebt gelezen.',
  seoNoGenerator: 'Op ‘{{path}}’ is geen generator voor {{kind}} ingesteld.',
  payloadTooLarge: 'Het verzoek is te groot: de limiet is {{limit}} bytes.',
  jsonBodyTooDeep: 'De JSON-body is dieper genest dan {{limit}} niveaus.',
  whereTooDeep: 'Het where-filter is dieper genest dan {{limit}} niveaus.',
  unstorableText:
    '{{path}} bevat een NUL-teken of een losse surrogaathelft, die niet kan worden opgeslagen. Haal het weg en verstuur opnieuw.',
  bulkUpdateNeedsWhere:
    'Voor het bijwerken van meerdere documenten is een where-filter nodig dat er enkele kiest (bijv. ?where[status][equals]=draft); een leeg of ontbrekend filter zou ze allemaal wijzigen, dus er is niets gewijzigd.',
  bulkDeleteNeedsWhere:
    'Voor het verwijderen van meerdere documenten is een where-filter nodig dat er enkele kiest (bijv. ?where[status][equals]=draft); een leeg of ontbrekend filter zou ze allemaal verwijderen, dus er is niets verwijderd.',
  richTextComparesWithText:
    'Ongeldige waarde voor ‘{{path}}’ {{operator}}: een rich-textveld wordt met tekst vergeleken, niet met een lijst of object.',
  queryNumberNotExact:
    'Ongeldige waarde voor ‘{{path}}’ {{operator}}: {{value}} ligt voorbij ±{{limit}}, waarna getallen niet meer exact zijn.',
  documentLocked: 'Iemand anders is dit document nu aan het bewerken.',
  tooManyRequests: 'Te veel verzoeken in korte tijd. Wacht even en probeer het opnieuw.',
  malformedJSON: 'De inhoud van het verzoek kon niet als JSON worden gelezen: {{reason}}',
  invalidID: '‘{{id}}’ kan geen ID zijn in {{collection}}.',
  unableToDeleteCount: 'Verwijderen mislukt voor {{count}} van {{total}} {{label}}.',
  unableToUpdateCount: 'Bijwerken mislukt voor {{count}} van {{total}} {{label}}.',
  noMatchedField: 'Geen veld komt overeen met ‘{{label}}’.',
  emailOrPasswordIncorrect: 'Deze combinatie van e-mailadres en wachtwoord hoort bij geen enkel account.',
  usernameOrPasswordIncorrect: 'Deze combinatie van gebruikersnaam en wachtwoord hoort bij geen enkel account.',
  userEmailAlreadyRegistered: 'Er bestaat al een account met dit e-mailadres.',
  usernameAlreadyRegistered: 'Er bestaat al een account met deze gebruikersnaam.',
  tokenNotProvided: 'Dit verzoek bevat geen sessie: log eerst in.',
  logoutFailed: 'Uitloggen mislukt: dit verzoek hoort bij geen enkele ingelogde sessie.',
  userLocked:
    'Dit account is geblokkeerd na te veel mislukte inlogpogingen. Probeer het later opnieuw, of vraag een beheerder om het te ontgrendelen.',
  tokenExpired: 'Je sessie is verlopen. Log opnieuw in.',
  tokenInvalid: 'Dit token is niet te vertrouwen (de handtekening, het algoritme of de claims kloppen niet).',
  tokenRevoked: 'Deze sessie is beëindigd (door uitloggen of een gewijzigd wachtwoord). Log opnieuw in.',
  sessionTooOld: 'Deze inlogsessie is te oud om te verlengen. Log opnieuw in.',
  accountGone: 'Het account waarbij dit token hoorde, is verwijderd.',
  apiKeyInvalid: 'Deze API-sleutel is onbekend of is vervangen.',
  unverifiedEmail: 'Bevestig je e-mailadres voordat je inlogt.',
  tokenInvalidOrExpired: 'Deze link is niet meer geldig. Vraag een nieuwe aan.',
  verificationTokenInvalid: 'Deze bevestigingslink is ongeldig of al gebruikt.',
  firstUserExists: 'Het eerste account bestaat al. Log in met een bestaand account.',
  firstRegisterAdminOnly:
    'Alleen het eerste account van de beheeromgeving (‘{{slug}}’) wordt op deze manier aangemaakt; vraag een beheerder om een account.',
  authCollectionNotFound: 'Er is geen collectie met accounts met de naam ‘{{slug}}’.',
  userNotFound: 'Geen enkel account heeft dat e-mailadres of die gebruikersnaam.',
  preferenceNotFound: 'Je hebt geen opgeslagen voorkeur ‘{{key}}’.',
};
