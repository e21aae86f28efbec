import type { NamespaceStrings } from '../types.ts';

/** Swedish: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Inget hittades här.',
  documentNotFound: '{{collection}} har inget dokument med ID {{id}}.',
  collectionNotFound: 'Det finns ingen samling som heter ”{{slug}}”.',
  globalNotFound: 'Det finns inget globalt innehåll som heter ”{{slug}}”.',
  routeNotFound: 'Inget svarar på {{method}} {{url}}.',
  unauthorized: 'Logga in för att göra det här.',
  notAllowedToPerformAction: 'Du har inte behörighet att göra det här.',
  notAllowedToAccessPage: 'Du har inte behörighet att öppna den här sidan.',
  unknown: 'Något gick fel, och orsaken är okänd.',
  unspecific: 'Något gick fel.',
  conflict: 'Någon annan har ändrat dokumentet efter att du öppnade det.',
  invalidExpectedUpdatedAt:
    'Det förväntade updatedAt-värdet ”{{value}}” är inget datum: skicka dokumentets updatedAt så som du läste det.',
  seoNoGenerator: 'Ingen generator för {{kind}} är inställd på ”{{path}}”.',
  payloadTooLarge: 'Begäran är för stor: gränsen är {{limit}} byte.',
  jsonBodyTooDeep: 'JSON-kroppen är nästlad djupare än {{limit}} nivåer.',
  whereTooDeep: 'where-filtret är nästlat djupare än {{limit}} nivåer.',
  unstorableText:
    '{{path}} innehåller ett NUL-tecken eller en oparad surrogathalva, som inte kan sparas. Ta bort det och skicka igen.',
  bulkUpdateNeedsWhere:
    'Att uppdatera många dokument kräver ett where-filter som väljer några av dem (t.ex. ?where[status][equals]=draft); ett tomt eller saknat filter skulle ändra alla, så inget ändrades.',
  bulkDeleteNeedsWhere:
    'Att radera många dokument kräver ett where-filter som väljer några av dem (t.ex. ?where[status][equals]=draft); ett tomt eller saknat filter skulle radera alla, så inget raderades.',
  richTextComparesWithText:
    'Ogiltigt värde för ”{{path}}” {{operator}}: ett formaterat textfält jämförs med text, inte med en lista eller ett objekt.',
  queryNumberNotExact:
    'Ogiltigt värde för ”{{path}}” {{operator}}: {{value}} ligger bortom ±{{limit}}, där tal slutar vara exakta.',
  documentLocked: 'Någon annan redigerar dokumentet just nu.',
  tooManyRequests: 'För många förfrågningar på kort tid. Vänta en stund och försök igen.',
  malformedJSON: 'Innehållet i begäran kunde inte läsas som JSON: {{reason}}',
  invalidID: '”{{id}}” kan inte vara ett ID i {{collection}}.',
  unableToDeleteCount: '{{count}} av {{total}} {{label}} kunde inte raderas.',
  unableToUpdateCount: '{{count}} av {{total}} {{label}} kunde inte uppdateras.',
  noMatchedField: 'Inget fält matchar ”{{label}}”.',
  emailOrPasswordIncorrect: 'Den e-postadressen och det lösenordet hör inte till något konto.',
  usernameOrPasswordIncorrect: 'Det användarnamnet och det lösenordet hör inte till något konto.',
  userEmailAlreadyRegistered: 'Det finns redan ett konto med den här e-postadressen.',
  usernameAlreadyRegistered: 'Det finns redan ett konto med det här användarnamnet.',
  tokenNotProvided: 'Begäran saknar session: logga in först.',
  logoutFailed: 'Det gick inte att logga ut: begäran hör inte till någon inloggad session.',
  userLocked:
    'Kontot har låsts efter för många misslyckade inloggningar. Försök igen senare, eller be en administratör att låsa upp det.',
  tokenExpired: 'Din session har gått ut. Logga in igen.',
  tokenInvalid: 'Den här token går inte att lita på (signaturen, algoritmen eller anspråken är felaktiga).',
  tokenRevoked: 'Sessionen har avslutats (genom utloggning eller ett byte av lösenord). Logga in igen.',
  sessionTooOld: 'Inloggningen är för gammal för att förnyas. Logga in igen.',
  accountGone: 'Kontot som den här token tillhörde har tagits bort.',
  apiKeyInvalid: 'API-nyckeln är okänd eller har ersatts.',
  unverifiedEmail: 'Bekräfta din e-postadress innan du loggar in.',
  tokenInvalidOrExpired: 'Länken är inte längre giltig. Begär en ny.',
  verificationTokenInvalid: 'Bekräftelselänken är ogiltig eller har redan använts.',
  firstUserExists: 'Det första kontot finns redan. Logga in i stället.',
  firstRegisterAdminOnly:
    'Bara administrationens första konto (”{{slug}}”) skapas på det här sättet; be en administratör om ett konto.',
  authCollectionNotFound: 'Det finns ingen samling med konton som heter ”{{slug}}”.',
  userNotFound: 'Inget konto har den e-postadressen eller det användarnamnet.',
  preferenceNotFound: 'Du har ingen sparad inställning ”{{key}}”.',
};
