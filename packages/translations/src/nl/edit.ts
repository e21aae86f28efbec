import type { NamespaceStrings } from '../types.ts';

/** Dutch: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Kruimelpad',
  documentActions: 'Documentacties',
  moreActions: 'Meer acties',
  details: 'Documentgegevens',
  unsavedChanges: 'Niet-opgeslagen wijzigingen',
  allSaved: 'Alle wijzigingen opgeslagen',
  readOnly: 'Alleen-lezen',
  readOnlyNotice: 'Je kunt dit document bekijken, maar niet wijzigen.',
  saveShortcut: 'Opslaan (Ctrl+S)',
  copyID: 'ID kopiëren',
  password: 'Wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  confirmPassword: 'Wachtwoord bevestigen',
  changePassword: 'Wachtwoord wijzigen',
  idCopied: 'ID gekopieerd.',

  saved: '{{label}} opgeslagen.',
  created: '{{label}} aangemaakt.',
  errorCount_one: '{{count}} fout',
  errorCount_other: '{{count}} fouten',
  errorPillLabel_one: '{{count}} fout: ga naar het veld',
  errorPillLabel_other: '{{count}} fouten: ga naar het eerste veld',
  fixErrors: 'Niet opgeslagen: herstel de gemarkeerde velden en sla opnieuw op.',

  notSavedNetwork: 'Niet opgeslagen: de server is niet bereikbaar. Je wijzigingen staan er nog; probeer het opnieuw.',
  notSavedServer: 'Niet opgeslagen: er ging iets mis op de server. Je wijzigingen staan er nog; probeer het opnieuw.',
  notSavedForbidden: 'Niet opgeslagen: je mag deze wijziging niet doorvoeren. Je wijzigingen staan er nog.',
  notSavedSignedOut:
    'Niet opgeslagen: je sessie is verlopen. Log opnieuw in op een ander tabblad en sla dan op: je wijzigingen staan er nog.',
  notSavedConflict:
    'Niet opgeslagen: iemand anders heeft dit document gewijzigd sinds je het opende. Je wijzigingen staan er nog; kopieer wat je nodig hebt en laad de pagina dan opnieuw.',
  conflictTitle: 'Iemand anders heeft dit document opgeslagen',
  conflictText:
    'Iemand anders heeft ‘{{title}}’ opgeslagen nadat jij het opende. Sla je nu op, dan vervangen jouw wijzigingen die van de ander. Annuleer je, dan blijven je wijzigingen hier staan.',
  conflictOverwrite: 'Toch mijn versie opslaan',
  notSavedMissing:
    'Niet opgeslagen: dit document bestaat niet meer, of je mag het niet meer wijzigen. Je wijzigingen staan er nog.',
  notSavedTooLarge: 'Niet opgeslagen: het document is te groot. Je wijzigingen staan er nog.',
  notSavedLocked: 'Niet opgeslagen: iemand anders is dit document aan het bewerken. Je wijzigingen staan er nog.',
  notSavedRateLimited: 'Niet opgeslagen: te veel verzoeken. Wacht even en sla dan opnieuw op; je wijzigingen staan er nog.',
  notSavedInvalid: 'Niet opgeslagen: {{message}} Je wijzigingen staan er nog.',

  notFound: 'Dit document bestaat niet, of je mag het niet bekijken.',
  backToList: 'Terug naar {{label}}',
  loadFailed: 'Het document kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  notAllowedToCreate: 'Je mag geen {{label}} aanmaken.',

  leaveTitle: 'Weggaan zonder op te slaan?',
  leaveText: 'Je wijzigingen in ‘{{title}}’ zijn niet opgeslagen. Als je weggaat, gaan ze verloren.',
  leave: 'Weggaan zonder opslaan',

  deleteTitle: '{{label}} verwijderen?',
  deleteText: '‘{{title}}’ wordt definitief verwijderd. Dit kan niet ongedaan worden gemaakt.',
  deleteLinkedFrom: 'Andere documenten verwijzen ernaar: {{list}}. Na het verwijderen leiden die verwijzingen nergens meer heen.',
  deleteRichTextNotCounted:
    'Opgemaakte tekst in andere documenten kan er ook naar verwijzen; zulke verwijzingen worden hier niet geteld.',
  deleteLinkedFromMany:
    'Andere documenten verwijzen ernaar: {{list}}. Na het verwijderen leiden die verwijzingen nergens meer heen.',
  deleteRichTextNotCountedMany:
    'Opgemaakte tekst in andere documenten kan er ook naar verwijzen; zulke verwijzingen worden hier niet geteld.',
  deleted: '{{label}} ‘{{title}}’ verwijderd.',
  deleteFailed: 'Niet verwijderd: {{message}}',

  duplicateTitle: 'Dupliceren zonder je wijzigingen?',
  duplicateText: 'De kopie wordt gemaakt van de laatst opgeslagen versie. Je niet-opgeslagen wijzigingen hier gaan verloren.',
  duplicateAnyway: 'Dupliceren zonder opslaan',
  duplicated: 'Kopie van ‘{{title}}’ aangemaakt.',
  duplicateFailed: 'Niet gedupliceerd: {{message}}',

  autosavedAt: 'Opgeslagen om {{time}}',
  autosaveRetrying: 'Server onbereikbaar: je wijzigingen blijven in deze browser bewaard',
  autosaveFailed: 'Niet automatisch opgeslagen: {{message}}',
  restored: 'Niet-opgeslagen wijzigingen van {{time}} zijn uit deze browser hersteld.',
  restoredDiscard: 'Verwerpen',
  restoredKeep: 'Behouden',
  draftSaved: 'Concept opgeslagen.',
  publishedMessage: '{{label}} gepubliceerd.',
  statusActions: 'Status: {{status}}. Publicatieacties',
  revertToPublished: 'Terugzetten naar gepubliceerde versie',
  revertTitle: 'Terugzetten naar de gepubliceerde versie?',
  revertText: 'De conceptwijzigingen aan ‘{{title}}’ worden verworpen en hier verschijnt weer de gepubliceerde versie.',
  revert: 'Terugzetten',
  reverting: 'Bezig met terugzetten…',
  reverted: '‘{{title}}’ is teruggezet naar de gepubliceerde versie.',
  revertFailed: 'Niet teruggezet: {{message}}',
  unpublishTitle: 'Publicatie van {{label}} intrekken?',
  unpublishText: '‘{{title}}’ is dan niet meer openbaar. De inhoud blijft hier als concept bewaard.',
  unpublished: 'Publicatie van ‘{{title}}’ ingetrokken.',
  unpublishFailed: 'Publicatie niet ingetrokken: {{message}}',
  previewNone: 'Dit document heeft nog geen voorbeeldadres.',
  previewFailed: 'Het voorbeeld kon niet worden geopend: {{message}}',
};
