import type { NamespaceStrings } from '../types.ts';

/** Romanian: strings of the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Fir de navigare',
  documentActions: 'Acțiuni pentru document',
  moreActions: 'Mai multe acțiuni',
  details: 'Detaliile documentului',
  unsavedChanges: 'Modificări nesalvate',
  allSaved: 'Toate modificările sunt salvate',
  readOnly: 'Doar citire',
  readOnlyNotice: 'Puteți vizualiza acest document, dar nu îl puteți modifica.',
  saveShortcut: 'Salvare (Ctrl+S)',
  copyID: 'Copiere ID',
  password: 'Parolă',
  newPassword: 'Parolă nouă',
  confirmPassword: 'Confirmare parolă',
  changePassword: 'Schimbare parolă',
  idCopied: 'ID-ul a fost copiat.',

  saved: '{{label}}: documentul a fost salvat.',
  created: '{{label}}: documentul a fost creat.',
  errorCount_one: '{{count}} eroare',
  errorCount_other: 'Erori: {{count}}',
  errorPillLabel_one: '{{count}} eroare: mergeți la câmp',
  errorPillLabel_other: 'Erori: {{count}}. Mergeți la primul câmp',
  fixErrors: 'Nu s-a salvat: corectați câmpurile marcate și salvați din nou.',

  notSavedNetwork: 'Nu s-a salvat: serverul nu a putut fi contactat. Modificările dvs. sunt încă aici; încercați din nou.',
  notSavedServer: 'Nu s-a salvat: serverul a întâmpinat o problemă. Modificările dvs. sunt încă aici; încercați din nou.',
  notSavedForbidden: 'Nu s-a salvat: nu aveți permisiunea de a face această modificare. Modificările dvs. sunt încă aici.',
  notSavedSignedOut:
    'Nu s-a salvat: sesiunea dvs. s-a încheiat. Conectați-vă din nou într-o altă filă, apoi salvați: modificările dvs. sunt încă aici.',
  notSavedConflict:
    'Nu s-a salvat: altcineva a modificat acest document după ce l-ați deschis. Modificările dvs. sunt încă aici; copiați ce vă trebuie, apoi reîncărcați pagina.',
  conflictTitle: 'Altcineva a salvat acest document',
  conflictText:
    'Altcineva a salvat „{{title}}” după ce l-ați deschis. Dacă salvați acum, modificările dvs. le vor înlocui pe ale sale. Dacă anulați, modificările dvs. rămân aici.',
  conflictOverwrite: 'Salvează-le totuși pe ale mele',
  notSavedMissing:
    'Nu s-a salvat: acest document nu mai există sau nu mai aveți dreptul să îl modificați. Modificările dvs. sunt încă aici.',
  notSavedTooLarge: 'Nu s-a salvat: documentul este prea mare. Modificările dvs. sunt încă aici.',
  notSavedLocked: 'Nu s-a salvat: altcineva editează acest document. Modificările dvs. sunt încă aici.',
  notSavedRateLimited:
    'Nu s-a salvat: prea multe solicitări. Așteptați puțin, apoi salvați din nou; modificările dvs. sunt încă aici.',
  notSavedInvalid: 'Nu s-a salvat: {{message}} Modificările dvs. sunt încă aici.',

  notFound: 'Acest document nu există sau nu aveți permisiunea să îl vedeți.',
  backToList: 'Înapoi la {{label}}',
  loadFailed: 'Documentul nu a putut fi încărcat.',
  retry: 'Încercați din nou',
  notAllowedToCreate: 'Nu aveți permisiunea de a crea acest tip de document ({{label}}).',

  leaveTitle: 'Părăsiți pagina fără să salvați?',
  leaveText: 'Modificările aduse documentului „{{title}}” nu au fost salvate. Se vor pierde dacă părăsiți pagina.',
  leave: 'Ieșire fără salvare',

  deleteTitle: 'Ștergeți acest document ({{label}})?',
  deleteText: 'Documentul „{{title}}” va fi șters definitiv. Acțiunea nu poate fi anulată.',
  deleteLinkedFrom: 'Alte documente trimit la el: {{list}}. După ștergere, aceste legături nu vor mai duce nicăieri.',
  deleteRichTextNotCounted:
    'Și textul formatat din alte documente poate trimite la el; astfel de legături nu sunt numărate aici.',
  deleteLinkedFromMany: 'Alte documente trimit la ele: {{list}}. După ștergere, aceste legături nu vor mai duce nicăieri.',
  deleteRichTextNotCountedMany:
    'Și textul formatat din alte documente poate trimite la ele; astfel de legături nu sunt numărate aici.',
  deleted: 'Documentul „{{title}}” ({{label}}) a fost șters.',
  deleteFailed: 'Nu s-a șters: {{message}}',

  duplicateTitle: 'Duplicați fără modificările dvs.?',
  duplicateText: 'Copia se face după ultima versiune salvată. Modificările nesalvate de aici se vor pierde.',
  duplicateAnyway: 'Duplicare fără salvare',
  duplicated: 'S-a creat o copie a documentului „{{title}}”.',
  duplicateFailed: 'Nu s-a duplicat: {{message}}',

  autosavedAt: 'Salvat la {{time}}',
  autosaveRetrying: 'Server inaccesibil: modificările sunt păstrate în acest browser',
  autosaveFailed: 'Nu s-a salvat automat: {{message}}',
  restored: 'Modificările nesalvate din {{time}} au fost restaurate din acest browser.',
  restoredDiscard: 'Renunță la ele',
  restoredKeep: 'Păstrează-le',
  draftSaved: 'Ciornă salvată.',
  publishedMessage: '{{label}} publicat.',
  statusActions: 'Stare: {{status}}. Acțiuni de publicare',
  revertToPublished: 'Revino la versiunea publicată',
  revertTitle: 'Revii la versiunea publicată?',
  revertText: 'Modificările din ciorna „{{title}}” vor fi eliminate, iar aici va apărea din nou versiunea publicată.',
  revert: 'Revino',
  reverting: 'Se revine…',
  reverted: '„{{title}}” a revenit la versiunea publicată.',
  revertFailed: 'Nu s-a revenit: {{message}}',
  unpublishTitle: 'Anulezi publicarea: {{label}}?',
  unpublishText: '„{{title}}” nu va mai fi public. Conținutul rămâne aici ca ciornă.',
  unpublished: 'Publicarea „{{title}}” a fost anulată.',
  unpublishFailed: 'Publicarea nu a fost anulată: {{message}}',
  previewNone: 'Acest document nu are încă o adresă de previzualizare.',
  previewFailed: 'Previzualizarea nu a putut fi deschisă: {{message}}',
};
