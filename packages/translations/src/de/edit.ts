import type { NamespaceStrings } from '../types.ts';

/** German: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Brotkrümelnavigation',
  documentActions: 'Dokumentaktionen',
  moreActions: 'Weitere Aktionen',
  details: 'Dokumentdetails',
  unsavedChanges: 'Ungespeicherte Änderungen',
  allSaved: 'Alle Änderungen gespeichert',
  readOnly: 'Schreibgeschützt',
  readOnlyNotice: 'Sie können dieses Dokument ansehen, aber nicht ändern.',
  saveShortcut: 'Speichern (Ctrl+S)',
  copyID: 'ID kopieren',
  password: 'Passwort',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Passwort bestätigen',
  changePassword: 'Passwort ändern',
  idCopied: 'ID kopiert.',

  saved: '{{label}} gespeichert.',
  created: '{{label}} erstellt.',
  errorCount_one: '{{count}} Fehler',
  errorCount_other: '{{count}} Fehler',
  errorPillLabel_one: '{{count}} Fehler: zum Feld springen',
  errorPillLabel_other: '{{count}} Fehler: zum ersten Feld springen',
  fixErrors: 'Nicht gespeichert: Korrigieren Sie die markierten Felder und speichern Sie erneut.',

  notSavedNetwork: 'Nicht gespeichert: Der Server ist nicht erreichbar. Ihre Änderungen sind noch da; versuchen Sie es erneut.',
  notSavedServer:
    'Nicht gespeichert: Auf dem Server ist ein Problem aufgetreten. Ihre Änderungen sind noch da; versuchen Sie es erneut.',
  notSavedForbidden: 'Nicht gespeichert: Sie dürfen diese Änderung nicht vornehmen. Ihre Änderungen sind noch da.',
  notSavedSignedOut:
    'Nicht gespeichert: Ihre Sitzung ist abgelaufen. Melden Sie sich in einem anderen Tab erneut an und speichern Sie dann: Ihre Änderungen sind noch da.',
  notSavedConflict:
    'Nicht gespeichert: Jemand anderes hat dieses Dokument geändert, seit Sie es geöffnet haben. Ihre Änderungen sind noch da; kopieren Sie, was Sie brauchen, und laden Sie dann neu.',
  conflictTitle: 'Jemand anderes hat dieses Dokument gespeichert',
  conflictText:
    'Jemand anderes hat „{{title}}“ gespeichert, nachdem Sie es geöffnet haben. Wenn Sie jetzt speichern, ersetzen Ihre Änderungen die der anderen Person. Wenn Sie abbrechen, bleiben Ihre Änderungen hier erhalten.',
  conflictOverwrite: 'Meine trotzdem speichern',
  notSavedMissing:
    'Nicht gespeichert: Dieses Dokument existiert nicht mehr oder Sie dürfen es nicht mehr ändern. Ihre Änderungen sind noch da.',
  notSavedTooLarge: 'Nicht gespeichert: Das Dokument ist zu groß. Ihre Änderungen sind noch da.',
  notSavedLocked: 'Nicht gespeichert: Jemand anderes bearbeitet gerade dieses Dokument. Ihre Änderungen sind noch da.',
  notSavedRateLimited:
    'Nicht gespeichert: zu viele Anfragen. Warten Sie einen Moment und speichern Sie dann erneut; Ihre Änderungen sind noch da.',
  notSavedInvalid: 'Nicht gespeichert: {{message}} Ihre Änderungen sind noch da.',

  notFound: 'Dieses Dokument existiert nicht oder Sie dürfen es nicht sehen.',
  backToList: 'Zurück zur Liste: {{label}}',
  loadFailed: 'Das Dokument konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  notAllowedToCreate: 'Sie dürfen keine Einträge vom Typ „{{label}}“ erstellen.',

  leaveTitle: 'Seite ohne Speichern verlassen?',
  leaveText: 'Ihre Änderungen an „{{title}}“ wurden nicht gespeichert. Sie gehen verloren, wenn Sie die Seite verlassen.',
  leave: 'Ohne Speichern verlassen',

  deleteTitle: '{{label}} löschen?',
  deleteText: '„{{title}}“ wird endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
  deleteLinkedFrom: 'Andere Dokumente verweisen darauf: {{list}}. Nach dem Löschen führen diese Verweise ins Leere.',
  deleteRichTextNotCounted:
    'Auch Rich Text in anderen Dokumenten kann darauf verweisen; solche Verweise werden hier nicht gezählt.',
  deleteLinkedFromMany: 'Andere Dokumente verweisen darauf: {{list}}. Nach dem Löschen führen diese Verweise ins Leere.',
  deleteRichTextNotCountedMany:
    'Auch Rich Text in anderen Dokumenten kann darauf verweisen; solche Verweise werden hier nicht gezählt.',
  deleted: '{{label}} „{{title}}“ gelöscht.',
  deleteFailed: 'Nicht gelöscht: {{message}}',

  duplicateTitle: 'Ohne Ihre Änderungen duplizieren?',
  duplicateText:
    'Die Kopie wird aus der zuletzt gespeicherten Version erstellt. Ihre ungespeicherten Änderungen hier gehen verloren.',
  duplicateAnyway: 'Ohne Speichern duplizieren',
  duplicated: 'Kopie von „{{title}}“ erstellt.',
  duplicateFailed: 'Nicht dupliziert: {{message}}',

  autosavedAt: 'Gespeichert um {{time}}',
  autosaveRetrying: 'Server nicht erreichbar: Ihre Änderungen bleiben in diesem Browser erhalten',
  autosaveFailed: 'Nicht automatisch gespeichert: {{message}}',
  restored: 'Ungespeicherte Änderungen vom {{time}} wurden aus diesem Browser wiederhergestellt.',
  restoredDiscard: 'Verwerfen',
  restoredKeep: 'Behalten',
  draftSaved: 'Entwurf gespeichert.',
  publishedMessage: '{{label}} veröffentlicht.',
  statusActions: 'Status: {{status}}. Aktionen zur Veröffentlichung',
  revertToPublished: 'Auf veröffentlichte Version zurücksetzen',
  revertTitle: 'Auf die veröffentlichte Version zurücksetzen?',
  revertText:
    'Die Entwurfsänderungen an „{{title}}“ werden verworfen, und hier wird wieder die veröffentlichte Version angezeigt.',
  revert: 'Zurücksetzen',
  reverting: 'Wird zurückgesetzt …',
  reverted: '„{{title}}“ wurde auf die veröffentlichte Version zurückgesetzt.',
  revertFailed: 'Nicht zurückgesetzt: {{message}}',
  unpublishTitle: 'Veröffentlichung von {{label}} zurückziehen?',
  unpublishText: '„{{title}}“ ist dann nicht mehr öffentlich. Der Inhalt bleibt hier als Entwurf erhalten.',
  unpublished: 'Veröffentlichung von „{{title}}“ zurückgezogen.',
  unpublishFailed: 'Veröffentlichung nicht zurückgezogen: {{message}}',
  previewNone: 'Für dieses Dokument gibt es noch keine Vorschauadresse.',
  previewFailed: 'Die Vorschau konnte nicht geöffnet werden: {{message}}',
};
