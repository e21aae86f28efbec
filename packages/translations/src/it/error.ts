import type { NamespaceStrings } from '../types.ts';

/** Italian: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Qui non è stato trovato nulla.',
  documentNotFound: '{{collection}} non contiene alcun documento con ID {{id}}.',
  collectionNotFound: 'Non esiste alcuna raccolta chiamata «{{slug}}».',
  globalNotFound: 'Non esiste alcun globale chiamato «{{slug}}».',
  routeNotFound: 'Nessuna risposta per {{method}} {{url}}.',
  unauthorized: 'Accedi per eseguire questa operazione.',
  notAllowedToPerformAction: 'Non hai il permesso di eseguire questa operazione.',
  notAllowedToAccessPage: 'Non hai il permesso di aprire questa pagina.',
  unknown: 'Qualcosa è andato storto e la causa non è nota.',
  unspecific: 'Qualcosa è andato storto.',
  conflict: 'Qualcun altro ha modificato questo documento dopo che lo hai aperto.',
  invalidExpectedUpdatedAt:
    'Il valore updatedAt atteso «{{value}}» non è una data: invia l’updatedAt del documento così come l’hai letto.',
  seoNoGenerator: 'Nessun generatore per {{kind}} è configurato su «{{path}}».',
  payloadTooLarge: 'La richiesta è troppo grande: il limite è di {{limit}} byte.',
  jsonBodyTooDeep: 'Il corpo JSON è annidato oltre {{limit}} livelli.',
  whereTooDeep: 'Il filtro where è annidato oltre {{limit}} livelli.',
  unstorableText:
    '{{path}} contiene un carattere NUL o un surrogato spaiato, che non si può salvare. Rimuovilo e invia di nuovo.',
  bulkUpdateNeedsWhere:
    'Per aggiornare più documenti serve un filtro where che ne scelga alcuni (ad es. ?where[status][equals]=draft); uno vuoto o assente li cambierebbe tutti, quindi non è cambiato nulla.',
  bulkDeleteNeedsWhere:
    'Per eliminare più documenti serve un filtro where che ne scelga alcuni (ad es. ?where[status][equals]=draft); uno vuoto o assente li eliminerebbe tutti, quindi non è stato eliminato nulla.',
  richTextComparesWithText:
    'Valore non valido per «{{path}}» {{operator}}: un campo di testo formattato si confronta con del testo, non con un elenco o un oggetto.',
  queryNumberNotExact:
    'Valore non valido per «{{path}}» {{operator}}: {{value}} va oltre ±{{limit}}, dove i numeri smettono di essere esatti.',
  documentLocked: 'Qualcun altro sta modificando questo documento in questo momento.',
  tooManyRequests: 'Troppe richieste in poco tempo. Attendi un momento e riprova.',
  malformedJSON: 'Impossibile leggere il corpo della richiesta come JSON: {{reason}}',
  invalidID: '«{{id}}» non può essere un ID in {{collection}}.',
  unableToDeleteCount: '{{label}}: impossibile eliminare {{count}} su {{total}}.',
  unableToUpdateCount: '{{label}}: impossibile aggiornare {{count}} su {{total}}.',
  noMatchedField: 'Nessun campo corrisponde a «{{label}}».',
  emailOrPasswordIncorrect: 'Questo indirizzo email e questa password non corrispondono ad alcun account.',
  usernameOrPasswordIncorrect: 'Questo nome utente e questa password non corrispondono ad alcun account.',
  userEmailAlreadyRegistered: 'Esiste già un account con questo indirizzo email.',
  usernameAlreadyRegistered: 'Esiste già un account con questo nome utente.',
  tokenNotProvided: 'Questa richiesta non include alcuna sessione: accedi prima.',
  logoutFailed: 'Impossibile uscire: questa richiesta non include alcuna sessione attiva.',
  userLocked:
    'Questo account è stato bloccato dopo troppi tentativi di accesso non riusciti. Riprova più tardi, oppure chiedi a un amministratore di sbloccarlo.',
  tokenExpired: 'La sessione è scaduta. Accedi di nuovo.',
  tokenInvalid: 'Questo token non è affidabile (firma, algoritmo o attestazioni non corretti).',
  tokenRevoked: 'Questa sessione è stata chiusa (con un’uscita o un cambio di password). Accedi di nuovo.',
  sessionTooOld: 'Questo accesso è troppo vecchio per essere rinnovato. Accedi di nuovo.',
  accountGone: 'L’account a cui apparteneva questo token è stato rimosso.',
  apiKeyInvalid: 'Questa chiave API è sconosciuta o è stata sostituita.',
  unverifiedEmail: 'Conferma il tuo indirizzo email prima di accedere.',
  tokenInvalidOrExpired: 'Questo link non è più valido. Richiedine uno nuovo.',
  verificationTokenInvalid: 'Questo link di conferma non è valido o è già stato usato.',
  firstUserExists: 'Il primo account esiste già. Accedi.',
  firstRegisterAdminOnly:
    'Solo il primo account del pannello di amministrazione («{{slug}}») si crea in questo modo; chiedine uno a un amministratore.',
  authCollectionNotFound: 'Non esiste alcuna raccolta di account chiamata «{{slug}}».',
  userNotFound: 'Nessun account ha questo indirizzo email o nome utente.',
  preferenceNotFound: 'Non hai alcuna preferenza salvata «{{key}}».',
};
