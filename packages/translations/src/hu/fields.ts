import type { NamespaceStrings } from '../types.ts';

/** Hungarian: strings of the fields area: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'hibákat tartalmaz',
  clearValue: 'Ürítés: {{label}}',
  noMatches: 'Nincs találat.',
  chooseOption: 'Válasszon…',

  // Text and number lists
  onePerLine: 'Soronként egy érték.',
  commaSeparated: 'A számokat vesszővel válassza el.',

  // Code
  codeTabHint: 'A Tab behúz, a Shift+Tab csökkenti a behúzást. A mezőből az Esc, majd a Tab lenyomásával léphet ki.',
  codeTabReleased: 'A Tab most a következő mezőre lép.',

  // Date
  timeZone: 'Az időpontok az Ön időzónájában értendők ({{zone}}).',

  // JSON
  invalidJSON: 'Ez még nem érvényes JSON ({{reason}}). Addig az utolsó érvényes érték marad meg.',

  // Point
  latitude: 'Szélesség',
  longitude: 'Hosszúság',

  // Arrays and blocks
  row: 'Sor',
  rows: 'Sorok',
  block: 'Blokk',
  blocks: 'Blokkok',
  rowLabel: '{{number}}. sor',
  addLabel: '{{label}} hozzáadása',
  noRows: 'Még nincs hozzáadva semmi.',
  chooseBlock: 'Válasszon blokkot',
  unknownBlock: 'Ismeretlen blokk',
  blockName: 'Blokk neve',
  blockNamePlaceholder: 'Nem kötelező: a blokk neve a listában',
  moveRow: '{{row}} áthelyezése',
  duplicateRow: '{{row}} duplikálása',
  removeRow: '{{row}} eltávolítása',
  collapseAll: 'Összes összecsukása',
  expandAll: 'Összes kibontása',
  dragInstructions:
    'Sor áthelyezéséhez nyomja le a Szóköz vagy az Enter billentyűt a fogantyúján, mozgassa a fel és le nyílbillentyűvel, majd a Szóköz vagy az Enter billentyűvel tegye le, vagy az Esc billentyűvel szakítsa meg.',
  dragPickedUp: 'Felvette a sort ({{position}}. pozíció, összesen {{count}}).',
  dragMovedTo: 'A sor most itt van: {{position}}. pozíció (összesen {{count}}).',
  dragDropped: 'A sor a helyére került: {{position}}. pozíció (összesen {{count}}).',
  dragCancelled: 'Az áthelyezés megszakadt; a sor visszakerült az eredeti helyére.',

  // Tabs
  tabNumber: '{{number}}. lap',

  // Relationships and uploads
  documents: 'dokumentumok',
  searchCollection: 'Keresés itt: {{label}}',
  searchToReplace: 'Keressen a cseréhez…',
  showOptions: 'Lehetőségek megjelenítése',
  selectedDocuments: 'Kiválasztva: {{label}}',
  editLabel: '{{label}} szerkesztése',
  editDocument: '„{{title}}” szerkesztése',
  removeDocument: '„{{title}}” eltávolítása',
  swap: 'Csere',
  swapDocument: '„{{title}}” cseréje másik fájlra',
  missingDocument: 'Hiányzó dokumentum ({{id}})',
  chooseFrom: 'Választás innen: {{label}}',
  collection: 'Gyűjtemény',
  alreadySelected: '„{{title}}” (már kiválasztva)',
  loadMore: 'Továbbiak betöltése',
  discardDrawerTitle: 'Elveti a módosításokat?',
  discardDrawerText: 'Az ebben a panelben végzett módosítások még nincsenek mentve. Ha bezárja, elvesznek.',
  discardDrawerConfirm: 'Módosítások elvetése',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Tartalom',
  seoTab: 'SEO',
  seoGroup: 'Keresés és megosztás',
  seoMetaTitle: 'Metacím',
  seoMetaDescription: 'Metaleírás',
  seoMetaImage: 'Előnézeti kép',
  seoOverview: 'Megjelenés a keresőkben',
  seoChecks: '{{passing}}/{{total}} ellenőrzés sikeres',
  seoMissing: 'Hiányzik',
  seoTooShort: 'Túl rövid',
  seoAlmostThere: 'Majdnem jó',
  seoGood: 'Jó',
  seoTooLong: 'Túl hosszú',
  seoNoImage: 'Nincs kép',
  seoLength: '{{count}} karakter (ajánlott: {{range}})',
  seoPreview: 'Előnézet a keresési találatok között',
  seoTitleTips: 'Tippek jó cím írásához',
  seoDescriptionTips: 'Tippek jó leírás írásához',
  seoGenerate: 'Létrehozás',
  seoGenerateField: 'Létrehozás: {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Még semmi sem hivatkozik ide.',
  joinShowing: '{{total}} elemből {{shown}} látható.',
};
