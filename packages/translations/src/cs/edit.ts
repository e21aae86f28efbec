import type { NamespaceStrings } from '../types.ts';

/** Czech: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Drobečková navigace',
  documentActions: 'Akce dokumentu',
  moreActions: 'Další akce',
  details: 'Podrobnosti dokumentu',
  unsavedChanges: 'Neuložené změny',
  allSaved: 'Všechny změny jsou uloženy',
  readOnly: 'Jen pro čtení',
  readOnlyNotice: 'Tento dokument si můžete prohlížet, ale ne měnit.',
  saveShortcut: 'Uložit (Ctrl+S)',
  copyID: 'Kopírovat ID',
  password: 'Heslo',
  newPassword: 'Nové heslo',
  confirmPassword: 'Potvrzení hesla',
  changePassword: 'Změnit heslo',
  idCopied: 'ID zkopírováno.',

  saved: 'Uloženo: {{label}}.',
  created: 'Vytvořeno: {{label}}.',
  errorCount_one: '{{count}} chyba',
  errorCount_two: '{{count}} chyby',
  errorCount_other: 'Chyby: {{count}}',
  errorPillLabel_one: '{{count}} chyba – přejít na pole',
  errorPillLabel_two: '{{count}} chyby – přejít na první pole',
  errorPillLabel_other: 'Chyby: {{count}} – přejít na první pole',
  fixErrors: 'Neuloženo: opravte označená pole a uložte znovu.',

  notSavedNetwork: 'Neuloženo: server je nedostupný. Vaše změny tu zůstávají; zkuste to znovu.',
  notSavedServer: 'Neuloženo: na serveru došlo k chybě. Vaše změny tu zůstávají; zkuste to znovu.',
  notSavedForbidden: 'Neuloženo: k této změně nemáte oprávnění. Vaše změny tu zůstávají.',
  notSavedSignedOut: 'Neuloženo: vaše relace skončila. Přihlaste se znovu na jiné kartě a pak uložte: vaše změny tu zůstávají.',
  notSavedConflict:
    'Neuloženo: od chvíle, kdy jste dokument otevřeli, ho změnil někdo jiný. Vaše změny tu zůstávají; zkopírujte si, co potřebujete, a stránku načtěte znovu.',
  conflictTitle: 'Dokument mezitím uložil někdo jiný',
  conflictText:
    'Dokument „{{title}}“ uložil někdo jiný poté, co jste ho otevřeli. Uložením teď nahradíte jeho změny svými. Když akci zrušíte, vaše změny tu zůstanou.',
  conflictOverwrite: 'Přesto uložit moje',
  notSavedMissing: 'Neuloženo: tento dokument už neexistuje, nebo ho už nesmíte měnit. Vaše změny tu zůstávají.',
  notSavedTooLarge: 'Neuloženo: dokument je příliš velký. Vaše změny tu zůstávají.',
  notSavedLocked: 'Neuloženo: tento dokument právě upravuje někdo jiný. Vaše změny tu zůstávají.',
  notSavedRateLimited: 'Neuloženo: příliš mnoho požadavků. Chvíli počkejte a uložte znovu; vaše změny tu zůstávají.',
  notSavedInvalid: 'Neuloženo: {{message}} Vaše změny tu zůstávají.',

  notFound: 'Tento dokument neexistuje, nebo ho nemáte oprávnění zobrazit.',
  backToList: 'Zpět na kolekci {{label}}',
  loadFailed: 'Dokument se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  notAllowedToCreate: 'Nemáte oprávnění vytvářet dokumenty typu {{label}}.',

  leaveTitle: 'Odejít bez uložení?',
  leaveText: 'Vaše změny v dokumentu „{{title}}“ nejsou uložené. Pokud odejdete, přijdete o ně.',
  leave: 'Odejít bez uložení',

  deleteTitle: 'Smazat dokument typu {{label}}?',
  deleteText: 'Dokument „{{title}}“ bude trvale smazán. Tuto akci nelze vrátit zpět.',
  deleteLinkedFrom: 'Odkazují na něj jiné dokumenty: {{list}}. Po smazání tyto odkazy nebudou nikam vést.',
  deleteRichTextNotCounted: 'Odkazovat na něj může i formátovaný text v jiných dokumentech; takové odkazy se zde nepočítají.',
  deleted: 'Smazáno: {{label}} „{{title}}“.',
  deleteFailed: 'Smazání se nezdařilo: {{message}}',

  duplicateTitle: 'Duplikovat bez vašich změn?',
  duplicateText: 'Kopie vznikne z naposledy uložené verze. Vaše neuložené změny zde budou ztraceny.',
  duplicateAnyway: 'Duplikovat bez uložení',
  duplicated: 'Kopie dokumentu „{{title}}“ byla vytvořena.',
  duplicateFailed: 'Duplikace se nezdařila: {{message}}',
};
