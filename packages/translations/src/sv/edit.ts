import type { NamespaceStrings } from '../types.ts';

/** Swedish: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Brödsmulor',
  documentActions: 'Dokumentåtgärder',
  moreActions: 'Fler åtgärder',
  details: 'Dokumentinformation',
  unsavedChanges: 'Osparade ändringar',
  allSaved: 'Alla ändringar har sparats',
  readOnly: 'Skrivskyddat',
  readOnlyNotice: 'Du kan visa dokumentet men inte ändra det.',
  saveShortcut: 'Spara (Ctrl+S)',
  copyID: 'Kopiera ID',
  password: 'Lösenord',
  newPassword: 'Nytt lösenord',
  confirmPassword: 'Bekräfta lösenordet',
  changePassword: 'Byt lösenord',
  idCopied: 'ID:t har kopierats.',

  saved: '{{label}} har sparats.',
  created: '{{label}} har skapats.',
  errorCount_one: '{{count}} fel',
  errorCount_other: '{{count}} fel',
  errorPillLabel_one: '{{count}} fel: gå till fältet',
  errorPillLabel_other: '{{count}} fel: gå till det första fältet',
  fixErrors: 'Inte sparat: rätta de markerade fälten och spara igen.',

  notSavedNetwork: 'Inte sparat: det gick inte att nå servern. Dina ändringar finns kvar; försök igen.',
  notSavedServer: 'Inte sparat: ett problem uppstod på servern. Dina ändringar finns kvar; försök igen.',
  notSavedForbidden: 'Inte sparat: du har inte behörighet att göra den här ändringen. Dina ändringar finns kvar.',
  notSavedSignedOut:
    'Inte sparat: din session har gått ut. Logga in igen i en annan flik och spara sedan: dina ändringar finns kvar.',
  notSavedConflict:
    'Inte sparat: någon annan har ändrat dokumentet sedan du öppnade det. Dina ändringar finns kvar; kopiera det du behöver och läs sedan in sidan igen.',
  conflictTitle: 'Någon annan har sparat det här dokumentet',
  conflictText:
    'Någon annan sparade ”{{title}}” efter att du öppnade det. Om du sparar nu ersätter dina ändringar deras. Om du avbryter finns dina ändringar kvar här.',
  conflictOverwrite: 'Spara mina ändå',
  notSavedMissing: 'Inte sparat: dokumentet finns inte längre, eller så får du inte längre ändra det. Dina ändringar finns kvar.',
  notSavedTooLarge: 'Inte sparat: dokumentet är för stort. Dina ändringar finns kvar.',
  notSavedLocked: 'Inte sparat: någon annan redigerar dokumentet. Dina ändringar finns kvar.',
  notSavedRateLimited: 'Inte sparat: för många förfrågningar. Vänta en stund och spara sedan igen; dina ändringar finns kvar.',
  notSavedInvalid: 'Inte sparat: {{message}} Dina ändringar finns kvar.',

  notFound: 'Dokumentet finns inte, eller så har du inte behörighet att se det.',
  backToList: 'Tillbaka till {{label}}',
  loadFailed: 'Dokumentet kunde inte läsas in.',
  retry: 'Försök igen',
  notAllowedToCreate: 'Du har inte behörighet att skapa {{label}}.',

  leaveTitle: 'Lämna utan att spara?',
  leaveText: 'Dina ändringar i ”{{title}}” har inte sparats. De går förlorade om du lämnar sidan.',
  leave: 'Lämna utan att spara',

  deleteTitle: 'Radera {{label}}?',
  deleteText: '”{{title}}” raderas permanent. Det går inte att ångra.',
  deleteLinkedFrom: 'Andra dokument länkar hit: {{list}}. Efter borttagningen pekar de länkarna inte längre på något.',
  deleteRichTextNotCounted: 'Formaterad text i andra dokument kan också länka hit; sådana länkar räknas inte här.',
  deleteLinkedFromMany: 'Andra dokument länkar till dem: {{list}}. Efter borttagningen pekar de länkarna inte längre på något.',
  deleteRichTextNotCountedMany: 'Formaterad text i andra dokument kan också länka till dem; sådana länkar räknas inte här.',
  deleted: '{{label}} ”{{title}}” har raderats.',
  deleteFailed: 'Inte raderat: {{message}}',

  duplicateTitle: 'Duplicera utan dina ändringar?',
  duplicateText: 'Kopian görs från den senast sparade versionen. Dina osparade ändringar här går förlorade.',
  duplicateAnyway: 'Duplicera utan att spara',
  duplicated: 'En kopia av ”{{title}}” har skapats.',
  duplicateFailed: 'Inte duplicerat: {{message}}',
};
