import type { NamespaceStrings } from '../types.ts';

/** Croatian: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Navigacijski put',
  documentActions: 'Radnje dokumenta',
  moreActions: 'Više radnji',
  details: 'Pojedinosti dokumenta',
  unsavedChanges: 'Nespremljene promjene',
  allSaved: 'Sve su promjene spremljene',
  readOnly: 'Samo za čitanje',
  readOnlyNotice: 'Ovaj dokument možete pregledavati, ali ne i mijenjati.',
  saveShortcut: 'Spremi (Ctrl+S)',
  copyID: 'Kopiraj ID',
  password: 'Lozinka',
  newPassword: 'Nova lozinka',
  confirmPassword: 'Potvrda lozinke',
  changePassword: 'Promijeni lozinku',
  idCopied: 'ID je kopiran.',

  saved: 'Spremljeno: {{label}}.',
  created: 'Stvoreno: {{label}}.',
  errorCount_one: '{{count}} pogreška',
  errorCount_two: '{{count}} pogreške',
  errorCount_other: 'Pogreške: {{count}}',
  errorPillLabel_one: '{{count}} pogreška – idi na polje',
  errorPillLabel_two: '{{count}} pogreške – idi na prvo polje',
  errorPillLabel_other: 'Pogreške: {{count}} – idi na prvo polje',
  fixErrors: 'Nije spremljeno: ispravite označena polja i ponovno spremite.',

  notSavedNetwork: 'Nije spremljeno: poslužitelj nije dostupan. Vaše su promjene i dalje ovdje; pokušajte ponovno.',
  notSavedServer: 'Nije spremljeno: na poslužitelju je došlo do problema. Vaše su promjene i dalje ovdje; pokušajte ponovno.',
  notSavedForbidden: 'Nije spremljeno: nemate dopuštenje za ovu promjenu. Vaše su promjene i dalje ovdje.',
  notSavedSignedOut:
    'Nije spremljeno: vaša je sesija završila. Ponovno se prijavite u drugoj kartici, a zatim spremite: vaše su promjene i dalje ovdje.',
  notSavedConflict:
    'Nije spremljeno: netko je drugi promijenio ovaj dokument otkad ste ga otvorili. Vaše su promjene i dalje ovdje; kopirajte što vam treba, a zatim ponovno učitajte stranicu.',
  conflictTitle: 'Netko drugi spremio je ovaj dokument',
  conflictText:
    'Netko drugi spremio je dokument „{{title}}” nakon što ste ga otvorili. Ako sada spremite, vaše će promjene zamijeniti njegove. Ako odustanete, vaše promjene ostaju ovdje.',
  conflictOverwrite: 'Ipak spremi moje',
  notSavedMissing:
    'Nije spremljeno: ovaj dokument više ne postoji ili ga više ne smijete mijenjati. Vaše su promjene i dalje ovdje.',
  notSavedTooLarge: 'Nije spremljeno: dokument je prevelik. Vaše su promjene i dalje ovdje.',
  notSavedLocked: 'Nije spremljeno: netko drugi upravo uređuje ovaj dokument. Vaše su promjene i dalje ovdje.',
  notSavedRateLimited:
    'Nije spremljeno: previše zahtjeva. Pričekajte trenutak pa ponovno spremite; vaše su promjene i dalje ovdje.',
  notSavedInvalid: 'Nije spremljeno: {{message}} Vaše su promjene i dalje ovdje.',

  notFound: 'Ovaj dokument ne postoji ili ga nemate dopuštenje vidjeti.',
  backToList: 'Natrag na zbirku {{label}}',
  loadFailed: 'Dokument se nije mogao učitati.',
  retry: 'Pokušaj ponovno',
  notAllowedToCreate: 'Nemate dopuštenje stvarati dokumente vrste {{label}}.',

  leaveTitle: 'Otići bez spremanja?',
  leaveText: 'Vaše promjene u dokumentu „{{title}}” nisu spremljene. Ako odete, bit će izgubljene.',
  leave: 'Otiđi bez spremanja',

  deleteTitle: 'Izbrisati dokument vrste {{label}}?',
  deleteText: 'Dokument „{{title}}” bit će trajno izbrisan. To se ne može poništiti.',
  deleteLinkedFrom: 'Drugi dokumenti povezuju se na njega: {{list}}. Nakon brisanja te veze neće voditi nikamo.',
  deleteRichTextNotCounted: 'I oblikovani tekst u drugim dokumentima može se povezivati na njega; takve veze ovdje se ne broje.',
  deleteLinkedFromMany: 'Drugi dokumenti povezuju se na njih: {{list}}. Nakon brisanja te veze neće voditi nikamo.',
  deleteRichTextNotCountedMany:
    'I oblikovani tekst u drugim dokumentima može se povezivati na njih; takve veze ovdje se ne broje.',
  deleted: 'Izbrisano: {{label}} „{{title}}”.',
  deleteFailed: 'Nije izbrisano: {{message}}',

  duplicateTitle: 'Duplicirati bez vaših promjena?',
  duplicateText: 'Kopija se stvara iz zadnje spremljene verzije. Vaše nespremljene promjene ovdje bit će izgubljene.',
  duplicateAnyway: 'Dupliciraj bez spremanja',
  duplicated: 'Stvorena je kopija dokumenta „{{title}}”.',
  duplicateFailed: 'Nije duplicirano: {{message}}',
};
