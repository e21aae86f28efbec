import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Brødsmulesti',
  documentActions: 'Dokumenthandlinger',
  moreActions: 'Flere handlinger',
  details: 'Dokumentdetaljer',
  unsavedChanges: 'Ulagrede endringer',
  allSaved: 'Alle endringer er lagret',
  readOnly: 'Skrivebeskyttet',
  readOnlyNotice: 'Du kan se dette dokumentet, men ikke endre det.',
  saveShortcut: 'Lagre (Ctrl+S)',
  copyID: 'Kopier ID',
  password: 'Passord',
  newPassword: 'Nytt passord',
  confirmPassword: 'Bekreft passordet',
  changePassword: 'Endre passord',
  idCopied: 'ID-en er kopiert.',

  saved: '{{label}} er lagret.',
  created: '{{label}} er opprettet.',
  errorCount_one: '{{count}} feil',
  errorCount_other: '{{count}} feil',
  errorPillLabel_one: '{{count}} feil: gå til feltet',
  errorPillLabel_other: '{{count}} feil: gå til det første feltet',
  fixErrors: 'Ikke lagret: rett opp de merkede feltene og lagre på nytt.',

  notSavedNetwork: 'Ikke lagret: fikk ikke kontakt med serveren. Endringene dine er fortsatt her; prøv igjen.',
  notSavedServer: 'Ikke lagret: det oppstod et problem på serveren. Endringene dine er fortsatt her; prøv igjen.',
  notSavedForbidden: 'Ikke lagret: du har ikke lov til å gjøre denne endringen. Endringene dine er fortsatt her.',
  notSavedSignedOut:
    'Ikke lagret: økten din er utløpt. Logg inn igjen i en annen fane, og lagre deretter: endringene dine er fortsatt her.',
  notSavedConflict:
    'Ikke lagret: noen andre har endret dette dokumentet siden du åpnet det. Endringene dine er fortsatt her; kopier det du trenger, og last deretter inn siden på nytt.',
  conflictTitle: 'Noen andre har lagret dette dokumentet',
  conflictText:
    'Noen andre lagret «{{title}}» etter at du åpnet det. Lagrer du nå, erstatter endringene dine deres. Avbryter du, blir endringene dine værende her.',
  conflictOverwrite: 'Lagre mine likevel',
  notSavedMissing:
    'Ikke lagret: dette dokumentet finnes ikke lenger, eller du har ikke lenger lov til å endre det. Endringene dine er fortsatt her.',
  notSavedTooLarge: 'Ikke lagret: dokumentet er for stort. Endringene dine er fortsatt her.',
  notSavedLocked: 'Ikke lagret: noen andre redigerer dette dokumentet. Endringene dine er fortsatt her.',
  notSavedRateLimited:
    'Ikke lagret: for mange forespørsler. Vent litt, og lagre deretter på nytt; endringene dine er fortsatt her.',
  notSavedInvalid: 'Ikke lagret: {{message}} Endringene dine er fortsatt her.',

  notFound: 'Dette dokumentet finnes ikke, eller du har ikke lov til å se det.',
  backToList: 'Tilbake til {{label}}',
  loadFailed: 'Dokumentet kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  notAllowedToCreate: 'Du har ikke lov til å opprette {{label}}.',

  leaveTitle: 'Gå ut uten å lagre?',
  leaveText: 'Endringene dine i «{{title}}» er ikke lagret. De går tapt hvis du går ut.',
  leave: 'Gå ut uten å lagre',

  deleteTitle: 'Slette {{label}}?',
  deleteText: '«{{title}}» blir slettet for godt. Dette kan ikke angres.',
  deleteLinkedFrom: 'Andre dokumenter lenker til det: {{list}}. Etter slettingen peker disse lenkene ikke til noe.',
  deleteRichTextNotCounted: 'Formatert tekst i andre dokumenter kan også lenke til det; slike lenker telles ikke her.',
  deleteLinkedFromMany: 'Andre dokumenter lenker til dem: {{list}}. Etter slettingen peker disse lenkene ikke til noe.',
  deleteRichTextNotCountedMany: 'Formatert tekst i andre dokumenter kan også lenke til dem; slike lenker telles ikke her.',
  deleted: '{{label}} «{{title}}» er slettet.',
  deleteFailed: 'Ikke slettet: {{message}}',

  duplicateTitle: 'Duplisere uten endringene dine?',
  duplicateText: 'Kopien lages fra den sist lagrede versjonen. De ulagrede endringene dine her går tapt.',
  duplicateAnyway: 'Dupliser uten å lagre',
  duplicated: 'En kopi av «{{title}}» er opprettet.',
  duplicateFailed: 'Ikke duplisert: {{message}}',
};
