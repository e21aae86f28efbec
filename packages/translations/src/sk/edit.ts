import type { NamespaceStrings } from '../types.ts';

/** Slovak: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Navigačná cesta',
  documentActions: 'Akcie dokumentu',
  moreActions: 'Ďalšie akcie',
  details: 'Podrobnosti dokumentu',
  unsavedChanges: 'Neuložené zmeny',
  allSaved: 'Všetky zmeny sú uložené',
  readOnly: 'Len na čítanie',
  readOnlyNotice: 'Tento dokument si môžete prezerať, ale nie meniť.',
  saveShortcut: 'Uložiť (Ctrl+S)',
  copyID: 'Kopírovať ID',
  password: 'Heslo',
  newPassword: 'Nové heslo',
  confirmPassword: 'Potvrdenie hesla',
  changePassword: 'Zmeniť heslo',
  idCopied: 'ID bolo skopírované.',

  saved: 'Uložené: {{label}}.',
  created: 'Vytvorené: {{label}}.',
  errorCount_one: '{{count}} chyba',
  errorCount_two: '{{count}} chyby',
  errorCount_other: 'Chyby: {{count}}',
  errorPillLabel_one: '{{count}} chyba – prejsť na pole',
  errorPillLabel_two: '{{count}} chyby – prejsť na prvé pole',
  errorPillLabel_other: 'Chyby: {{count}} – prejsť na prvé pole',
  fixErrors: 'Neuložené: opravte označené polia a uložte znova.',

  notSavedNetwork: 'Neuložené: server je nedostupný. Vaše zmeny tu zostávajú; skúste to znova.',
  notSavedServer: 'Neuložené: na serveri nastala chyba. Vaše zmeny tu zostávajú; skúste to znova.',
  notSavedForbidden: 'Neuložené: na túto zmenu nemáte oprávnenie. Vaše zmeny tu zostávajú.',
  notSavedSignedOut:
    'Neuložené: vaša relácia sa skončila. Prihláste sa znova na inej karte a potom uložte: vaše zmeny tu zostávajú.',
  notSavedConflict:
    'Neuložené: odkedy ste dokument otvorili, zmenil ho niekto iný. Vaše zmeny tu zostávajú; skopírujte si, čo potrebujete, a stránku načítajte znova.',
  conflictTitle: 'Dokument medzitým uložil niekto iný',
  conflictText:
    'Dokument „{{title}}“ uložil niekto iný po tom, ako ste ho otvorili. Ak ho teraz uložíte, vaše zmeny nahradia jeho zmeny. Ak akciu zrušíte, vaše zmeny tu zostanú.',
  conflictOverwrite: 'Napriek tomu uložiť moje',
  notSavedMissing: 'Neuložené: tento dokument už neexistuje alebo ho už nesmiete meniť. Vaše zmeny tu zostávajú.',
  notSavedTooLarge: 'Neuložené: dokument je príliš veľký. Vaše zmeny tu zostávajú.',
  notSavedLocked: 'Neuložené: tento dokument práve upravuje niekto iný. Vaše zmeny tu zostávajú.',
  notSavedRateLimited: 'Neuložené: príliš veľa požiadaviek. Chvíľu počkajte a uložte znova; vaše zmeny tu zostávajú.',
  notSavedInvalid: 'Neuložené: {{message}} Vaše zmeny tu zostávajú.',

  notFound: 'Tento dokument neexistuje alebo nemáte oprávnenie ho zobraziť.',
  backToList: 'Späť na kolekciu {{label}}',
  loadFailed: 'Dokument sa nepodarilo načítať.',
  retry: 'Skúsiť znova',
  notAllowedToCreate: 'Nemáte oprávnenie vytvárať dokumenty typu {{label}}.',

  leaveTitle: 'Odísť bez uloženia?',
  leaveText: 'Vaše zmeny v dokumente „{{title}}“ nie sú uložené. Ak odídete, prídete o ne.',
  leave: 'Odísť bez uloženia',

  deleteTitle: 'Odstrániť dokument typu {{label}}?',
  deleteText: 'Dokument „{{title}}“ bude natrvalo odstránený. Túto akciu nemožno vrátiť späť.',
  deleteLinkedFrom: 'Odkazujú naň iné dokumenty: {{list}}. Po odstránení tieto odkazy nebudú nikam viesť.',
  deleteRichTextNotCounted: 'Odkazovať naň môže aj formátovaný text v iných dokumentoch; takéto odkazy sa tu nepočítajú.',
  deleteLinkedFromMany: 'Odkazujú na ne iné dokumenty: {{list}}. Po odstránení tieto odkazy nebudú nikam viesť.',
  deleteRichTextNotCountedMany: 'Odkazovať na ne môže aj formátovaný text v iných dokumentoch; takéto odkazy sa tu nepočítajú.',
  deleted: 'Odstránené: {{label}} „{{title}}“.',
  deleteFailed: 'Odstránenie zlyhalo: {{message}}',

  duplicateTitle: 'Duplikovať bez vašich zmien?',
  duplicateText: 'Kópia vznikne z naposledy uloženej verzie. Vaše neuložené zmeny tu budú stratené.',
  duplicateAnyway: 'Duplikovať bez uloženia',
  duplicated: 'Kópia dokumentu „{{title}}“ bola vytvorená.',
  duplicateFailed: 'Duplikovanie zlyhalo: {{message}}',
};
