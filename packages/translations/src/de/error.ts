import type { NamespaceStrings } from '../types.ts';

/** German: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Hier wurde nichts gefunden.',
  documentNotFound: 'In {{collection}} gibt es kein Dokument mit der ID {{id}}.',
  collectionNotFound: 'Es gibt keine Sammlung namens „{{slug}}“.',
  globalNotFound: 'Es gibt keinen globalen Inhalt namens „{{slug}}“.',
  routeNotFound: 'Auf {{method}} {{url}} antwortet nichts.',
  unauthorized: 'Melden Sie sich an, um dies zu tun.',
  notAllowedToPerformAction: 'Sie haben keine Berechtigung dafür.',
  notAllowedToAccessPage: 'Sie haben keine Berechtigung, diese Seite zu öffnen.',
  unknown: 'Etwas ist schiefgelaufen, die Ursache ist unbekannt.',
  unspecific: 'Etwas ist schiefgelaufen.',
  conflict: 'Jemand anderes hat dieses Dokument geändert, nachdem Sie es geöffnet haben.',
  invalidExpectedUpdatedAt:
    'Der erwartete updatedAt-Wert „{{value}}“ ist kein Datum: Senden Sie das updatedAt des Dokuments so, wie Sie es gelesen haben.',
  seoNoGenerator: 'Für „{{path}}“ ist kein Generator für {{kind}} eingerichtet.',
  payloadTooLarge: 'Die Anfrage ist zu groß: Die Grenze liegt bei {{limit}} Byte.',
  jsonBodyTooDeep: 'Der JSON-Body ist tiefer als {{limit}} Ebenen verschachtelt.',
  whereTooDeep: 'Der where-Filter ist tiefer als {{limit}} Ebenen verschachtelt.',
  unstorableText:
    '{{path}} enthält ein NUL-Zeichen oder ein unpaariges Surrogat, das sich nicht speichern lässt. Entfernen Sie es und senden Sie erneut.',
  bulkUpdateNeedsWhere:
    'Um viele Dokumente zu ändern, braucht es einen where-Filter, der einige davon auswählt (z. B. ?where[status][equals]=draft); ein leerer oder fehlender Filter würde alle ändern, daher wurde nichts geändert.',
  bulkDeleteNeedsWhere:
    'Um viele Dokumente zu löschen, braucht es einen where-Filter, der einige davon auswählt (z. B. ?where[status][equals]=draft); ein leerer oder fehlender Filter würde alle löschen, daher wurde nichts gelöscht.',
  richTextComparesWithText:
    'Ungültiger Wert für „{{path}}“ {{operator}}: Ein Rich-Text-Feld wird mit Text verglichen, nicht mit einer Liste oder einem Objekt.',
  queryNumberNotExact:
    'Ungültiger Wert für „{{path}}“ {{operator}}: {{value}} liegt jenseits von ±{{limit}}, ab wo Zahlen nicht mehr exakt sind.',
  documentLocked: 'Jemand anderes bearbeitet gerade dieses Dokument.',
  tooManyRequests: 'Zu viele Anfragen in kurzer Zeit. Warten Sie einen Moment und versuchen Sie es erneut.',
  malformedJSON: 'Der Inhalt der Anfrage konnte nicht als JSON gelesen werden: {{reason}}',
  invalidID: '„{{id}}“ kann keine ID in {{collection}} sein.',
  unableToDeleteCount: '{{label}}: Löschen bei {{count}} von {{total}} fehlgeschlagen.',
  unableToUpdateCount: '{{label}}: Aktualisieren bei {{count}} von {{total}} fehlgeschlagen.',
  noMatchedField: 'Kein Feld entspricht „{{label}}“.',
  emailOrPasswordIncorrect: 'Zu dieser E-Mail-Adresse und diesem Passwort gibt es kein Konto.',
  usernameOrPasswordIncorrect: 'Zu diesem Benutzernamen und diesem Passwort gibt es kein Konto.',
  userEmailAlreadyRegistered: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.',
  usernameAlreadyRegistered: 'Ein Konto mit diesem Benutzernamen existiert bereits.',
  tokenNotProvided: 'Diese Anfrage enthält keine Sitzung: Melden Sie sich zuerst an.',
  logoutFailed: 'Abmelden nicht möglich: Diese Anfrage gehört zu keiner angemeldeten Sitzung.',
  userLocked:
    'Zu viele fehlgeschlagene Anmeldeversuche haben dieses Konto gesperrt. Versuchen Sie es später erneut oder bitten Sie eine Administratorin oder einen Administrator, es zu entsperren.',
  tokenExpired: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.',
  tokenInvalid: 'Diesem Token kann nicht vertraut werden (Signatur, Algorithmus oder Claims sind falsch).',
  tokenRevoked: 'Diese Sitzung wurde beendet (durch Abmelden oder eine Passwortänderung). Melden Sie sich erneut an.',
  sessionTooOld: 'Diese Anmeldung ist zu alt, um verlängert zu werden. Melden Sie sich erneut an.',
  accountGone: 'Das Konto, zu dem dieses Token gehörte, wurde entfernt.',
  apiKeyInvalid: 'Dieser API-Schlüssel ist unbekannt oder wurde ersetzt.',
  unverifiedEmail: 'Bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  tokenInvalidOrExpired: 'Dieser Link ist nicht mehr gültig. Fordern Sie einen neuen an.',
  verificationTokenInvalid: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
  firstUserExists: 'Das erste Konto existiert bereits. Melden Sie sich stattdessen an.',
  firstRegisterAdminOnly:
    'Auf diese Weise wird nur das erste Konto der Verwaltung („{{slug}}“) angelegt; bitten Sie eine Administratorin oder einen Administrator um ein Konto.',
  authCollectionNotFound: 'Es gibt keine Kontensammlung namens „{{slug}}“.',
  userNotFound: 'Kein Konto hat diese E-Mail-Adresse oder diesen Benutzernamen.',
  preferenceNotFound: 'Sie haben keine gespeicherte Einstellung „{{key}}“.',
};
