import type { NamespaceStrings } from '../types.ts';

/** Italian: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Percorso di navigazione',
  documentActions: 'Azioni sul documento',
  moreActions: 'Altre azioni',
  details: 'Dettagli del documento',
  unsavedChanges: 'Modifiche non salvate',
  allSaved: 'Tutte le modifiche sono salvate',
  readOnly: 'Sola lettura',
  readOnlyNotice: 'Puoi visualizzare questo documento, ma non modificarlo.',
  saveShortcut: 'Salva (Ctrl+S)',
  copyID: 'Copia ID',
  password: 'Password',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma password',
  changePassword: 'Cambia password',
  idCopied: 'ID copiato.',

  saved: '{{label}}: modifiche salvate.',
  created: '{{label}}: documento creato.',
  errorCount_one: '{{count}} errore',
  errorCount_other: '{{count}} errori',
  errorPillLabel_one: '{{count}} errore: vai al campo',
  errorPillLabel_other: '{{count}} errori: vai al primo campo',
  fixErrors: 'Non salvato: correggi i campi evidenziati e salva di nuovo.',

  notSavedNetwork: 'Non salvato: impossibile raggiungere il server. Le tue modifiche sono ancora qui; riprova.',
  notSavedServer: 'Non salvato: il server ha riscontrato un problema. Le tue modifiche sono ancora qui; riprova.',
  notSavedForbidden: 'Non salvato: non hai il permesso di apportare questa modifica. Le tue modifiche sono ancora qui.',
  notSavedSignedOut:
    'Non salvato: la sessione è scaduta. Accedi di nuovo in un’altra scheda, poi salva: le tue modifiche sono ancora qui.',
  notSavedConflict:
    'Non salvato: qualcun altro ha modificato questo documento dopo che lo hai aperto. Le tue modifiche sono ancora qui; copia ciò che ti serve, poi ricarica la pagina.',
  conflictTitle: 'Qualcun altro ha salvato questo documento',
  conflictText:
    'Qualcun altro ha salvato «{{title}}» dopo che l’hai aperto. Se salvi ora, le tue modifiche sostituiranno le sue. Se annulli, le tue modifiche restano qui.',
  conflictOverwrite: 'Salva comunque le mie',
  notSavedMissing:
    'Non salvato: questo documento non esiste più, oppure non hai più il permesso di modificarlo. Le tue modifiche sono ancora qui.',
  notSavedTooLarge: 'Non salvato: il documento è troppo grande. Le tue modifiche sono ancora qui.',
  notSavedLocked: 'Non salvato: qualcun altro sta modificando questo documento. Le tue modifiche sono ancora qui.',
  notSavedRateLimited: 'Non salvato: troppe richieste. Attendi un momento, poi salva di nuovo; le tue modifiche sono ancora qui.',
  notSavedInvalid: 'Non salvato: {{message}} Le tue modifiche sono ancora qui.',

  notFound: 'Questo documento non esiste, oppure non hai il permesso di vederlo.',
  backToList: 'Torna a {{label}}',
  loadFailed: 'Impossibile caricare il documento.',
  retry: 'Riprova',
  notAllowedToCreate: 'Non hai il permesso di creare documenti di tipo {{label}}.',

  leaveTitle: 'Uscire senza salvare?',
  leaveText: 'Le modifiche a «{{title}}» non sono state salvate. Se esci, andranno perse.',
  leave: 'Esci senza salvare',

  deleteTitle: 'Eliminare {{label}}?',
  deleteText: 'Il documento «{{title}}» verrà eliminato definitivamente. L’operazione non può essere annullata.',
  deleteLinkedFrom:
    'Altri documenti vi rimandano: {{list}}. Dopo l’eliminazione quei collegamenti non porteranno da nessuna parte.',
  deleteRichTextNotCounted:
    'Anche il testo formattato di altri documenti può rimandarvi; questi collegamenti non sono contati qui.',
  deleteLinkedFromMany:
    'Altri documenti vi rimandano: {{list}}. Dopo l’eliminazione quei collegamenti non porteranno da nessuna parte.',
  deleteRichTextNotCountedMany:
    'Anche il testo formattato di altri documenti può rimandarvi; questi collegamenti non sono contati qui.',
  deleted: 'Il documento «{{title}}» ({{label}}) è stato eliminato.',
  deleteFailed: 'Non eliminato: {{message}}',

  duplicateTitle: 'Duplicare senza le tue modifiche?',
  duplicateText: 'La copia viene creata dall’ultima versione salvata. Le modifiche non salvate in questa pagina andranno perse.',
  duplicateAnyway: 'Duplica senza salvare',
  duplicated: 'Copia di «{{title}}» creata.',
  duplicateFailed: 'Non duplicato: {{message}}',

  autosavedAt: 'Salvato alle {{time}}',
  autosaveRetrying: 'Server irraggiungibile: le modifiche restano in questo browser',
  autosaveFailed: 'Non salvato automaticamente: {{message}}',
  restored: 'Le modifiche non salvate del {{time}} sono state ripristinate da questo browser.',
  restoredDiscard: 'Scartale',
  restoredKeep: 'Tienile',
  draftSaved: 'Bozza salvata.',
  publishedMessage: '{{label}} pubblicato.',
  statusActions: 'Stato: {{status}}. Azioni di pubblicazione',
  revertToPublished: 'Torna alla versione pubblicata',
  revertTitle: 'Tornare alla versione pubblicata?',
  revertText: 'Le modifiche in bozza a «{{title}}» verranno scartate e qui tornerà a essere mostrata la versione pubblicata.',
  revert: 'Ripristina',
  reverting: 'Ripristino…',
  reverted: '«{{title}}» è tornato alla versione pubblicata.',
  revertFailed: 'Non ripristinato: {{message}}',
  unpublishTitle: 'Annullare la pubblicazione di {{label}}?',
  unpublishText: '«{{title}}» non sarà più pubblico. Il contenuto resta qui come bozza.',
  unpublished: 'Pubblicazione di «{{title}}» annullata.',
  unpublishFailed: 'Pubblicazione non annullata: {{message}}',
  previewNone: 'Questo documento non ha ancora un indirizzo di anteprima.',
  previewFailed: 'Impossibile aprire l’anteprima: {{message}}',
};
