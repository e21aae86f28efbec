import type { NamespaceStrings } from '../types.ts';

/** Romanian: strings of the fields area: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'conține erori',
  clearValue: 'Golire: {{label}}',
  noMatches: 'Niciun rezultat.',
  chooseOption: 'Alegeți o opțiune…',

  // Text and number lists
  onePerLine: 'Câte o valoare pe linie.',
  commaSeparated: 'Separați numerele prin virgule.',

  // Code
  codeTabHint: 'Tab indentează, Shift+Tab reduce indentarea. Apăsați Esc, apoi Tab, pentru a ieși din câmp.',
  codeTabReleased: 'Acum Tab trece la câmpul următor.',

  // Date
  timeZone: 'Orele sunt în fusul dvs. orar ({{zone}}).',

  // JSON
  invalidJSON: 'Acesta nu este încă JSON valid ({{reason}}). Până atunci se păstrează ultima valoare validă.',

  // Point
  latitude: 'Latitudine',
  longitude: 'Longitudine',

  // Arrays and blocks
  row: 'Rând',
  rows: 'Rânduri',
  block: 'Bloc',
  blocks: 'Blocuri',
  rowLabel: 'Rândul {{number}}',
  addLabel: 'Adăugare {{label}}',
  noRows: 'Nu s-a adăugat nimic încă.',
  chooseBlock: 'Alegeți un bloc',
  unknownBlock: 'Bloc necunoscut',
  blockName: 'Numele blocului',
  blockNamePlaceholder: 'Opțional: numele acestui bloc în listă',
  moveRow: 'Mutare {{row}}',
  duplicateRow: 'Duplicare {{row}}',
  removeRow: 'Eliminare {{row}}',
  collapseAll: 'Restrângeți tot',
  expandAll: 'Afișați tot',
  dragInstructions:
    'Pentru a muta un rând, apăsați Spațiu sau Enter pe mânerul lui, deplasați-l cu săgețile sus și jos, apoi apăsați Spațiu sau Enter pentru a-l plasa ori Esc pentru a anula.',
  dragPickedUp: 'Ați preluat rândul de pe poziția {{position}} din {{count}}.',
  dragMovedTo: 'Rândul este acum pe poziția {{position}} din {{count}}.',
  dragDropped: 'Rândul a fost plasat pe poziția {{position}} din {{count}}.',
  dragCancelled: 'Mutarea a fost anulată; rândul a revenit la locul lui.',

  // Tabs
  tabNumber: 'Fila {{number}}',

  // Relationships and uploads
  documents: 'documente',
  searchCollection: 'Căutare în {{label}}',
  searchToReplace: 'Căutați pentru a înlocui…',
  showOptions: 'Afișare opțiuni',
  selectedDocuments: 'Selecție: {{label}}',
  editLabel: 'Editare {{label}}',
  editDocument: 'Editare „{{title}}”',
  removeDocument: 'Eliminare „{{title}}”',
  swap: 'Înlocuire',
  swapDocument: 'Înlocuire „{{title}}” cu alt fișier',
  missingDocument: 'Document lipsă ({{id}})',
  chooseFrom: 'Alegere din {{label}}',
  collection: 'Colecție',
  alreadySelected: '„{{title}}” (deja în selecție)',
  loadMore: 'Încărcați mai multe',
  discardDrawerTitle: 'Renunțați la modificări?',
  discardDrawerText: 'Modificările din acest panou nu sunt încă salvate. Dacă îl închideți, ele se pierd.',
  discardDrawerConfirm: 'Renunțare la modificări',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Conținut',
  seoTab: 'SEO',
  seoGroup: 'Căutare și distribuire',
  seoMetaTitle: 'Meta titlu',
  seoMetaDescription: 'Meta descriere',
  seoMetaImage: 'Imagine de previzualizare',
  seoOverview: 'Aspectul în căutare',
  seoChecks: 'Verificări reușite: {{passing}}/{{total}}',
  seoMissing: 'Lipsă',
  seoTooShort: 'Prea scurt',
  seoAlmostThere: 'Aproape bine',
  seoGood: 'Bine',
  seoTooLong: 'Prea lung',
  seoNoImage: 'Nicio imagine',
  seoLength: 'Număr de caractere: {{count}} (recomandat {{range}})',
  seoPreview: 'Previzualizare în rezultatele căutării',
  seoTitleTips: 'Cum scrieți un titlu bun',
  seoDescriptionTips: 'Cum scrieți o descriere bună',
  seoGenerate: 'Generează',
  seoGenerateField: 'Generează: {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Încă nimic nu trimite aici.',
  joinShowing: 'Se afișează {{shown}} din {{total}}.',
};
