import type { NamespaceStrings } from '../types.ts';

/** Slovak: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'obsahuje chyby',
  clearValue: 'Vymazať pole {{label}}',
  noMatches: 'Nič nezodpovedá.',
  chooseOption: 'Vyberte možnosť…',

  // Text and number lists
  onePerLine: 'Jedna hodnota na riadok.',
  commaSeparated: 'Čísla oddeľte čiarkami.',

  // Code
  codeTabHint: 'Tab odsadí, Shift+Tab odsadenie zruší. Pole opustíte stlačením Esc a potom Tab.',
  codeTabReleased: 'Tab teraz prechádza na ďalšie pole.',

  // Date
  timeZone: 'Časy sú vo vašom časovom pásme ({{zone}}).',

  // JSON
  invalidJSON: 'Toto zatiaľ nie je platný JSON ({{reason}}). Dovtedy sa zachováva posledná platná hodnota.',

  // Point
  latitude: 'Zemepisná šírka',
  longitude: 'Zemepisná dĺžka',

  // Arrays and blocks
  row: 'Riadok',
  rows: 'Riadky',
  block: 'Blok',
  blocks: 'Bloky',
  rowLabel: 'Riadok {{number}}',
  addLabel: 'Pridať: {{label}}',
  noRows: 'Zatiaľ nič nepridané.',
  chooseBlock: 'Vyberte blok',
  unknownBlock: 'Neznámy blok',
  blockName: 'Názov bloku',
  blockNamePlaceholder: 'Voliteľné: pomenuje tento blok v zozname',
  moveRow: 'Presunúť: {{row}}',
  duplicateRow: 'Duplikovať: {{row}}',
  removeRow: 'Odobrať: {{row}}',
  collapseAll: 'Zbaliť všetko',
  expandAll: 'Rozbaliť všetko',
  dragInstructions:
    'Riadok presuniete tak, že na jeho úchyte stlačíte medzerník alebo Enter, posuniete ho šípkami nahor a nadol a potom ho medzerníkom alebo Enterom pustíte; klávesom Escape presun zrušíte.',
  dragPickedUp: 'Riadok na pozícii {{position}} z {{count}} je zdvihnutý.',
  dragMovedTo: 'Riadok je nad pozíciou {{position}} z {{count}}.',
  dragDropped: 'Riadok bol pustený na pozíciu {{position}} z {{count}}.',
  dragCancelled: 'Presun bol zrušený; riadok je späť na pôvodnom mieste.',

  // Tabs
  tabNumber: 'Karta {{number}}',

  // Relationships and uploads
  documents: 'dokumenty',
  searchCollection: 'Hľadať: {{label}}',
  searchToReplace: 'Vyhľadajte náhradu…',
  showOptions: 'Zobraziť možnosti',
  selectedDocuments: 'Vybrané: {{label}}',
  editLabel: 'Upraviť: {{label}}',
  editDocument: 'Upraviť „{{title}}“',
  removeDocument: 'Odobrať „{{title}}“',
  swap: 'Vymeniť',
  swapDocument: 'Vymeniť „{{title}}“ za iný súbor',
  missingDocument: 'Chýbajúci dokument ({{id}})',
  chooseFrom: 'Vybrať z kolekcie {{label}}',
  collection: 'Kolekcia',
  alreadySelected: '„{{title}}“ (už vybrané)',
  loadMore: 'Načítať ďalšie',
  discardDrawerTitle: 'Zahodiť zmeny?',
  discardDrawerText: 'Zmeny v tomto paneli zatiaľ nie sú uložené. Zatvorením panela sa zahodia.',
  discardDrawerConfirm: 'Zahodiť zmeny',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Obsah',
  seoTab: 'SEO',
  seoGroup: 'Vyhľadávanie a zdieľanie',
  seoMetaTitle: 'Meta titulok',
  seoMetaDescription: 'Meta popis',
  seoMetaImage: 'Náhľadový obrázok',
  seoOverview: 'Vzhľad vo vyhľadávaní',
  seoChecks: 'Splnené kontroly: {{passing}}/{{total}}',
  seoMissing: 'Chýba',
  seoTooShort: 'Príliš krátke',
  seoAlmostThere: 'Takmer dobré',
  seoGood: 'Dobré',
  seoTooLong: 'Príliš dlhé',
  seoNoImage: 'Bez obrázka',
  seoLength: 'Počet znakov: {{count}} (odporúča sa {{range}})',
  seoPreview: 'Náhľad vo výsledkoch vyhľadávania',
  seoTitleTips: 'Ako napísať dobrý titulok',
  seoDescriptionTips: 'Ako napísať dobrý popis',
  seoGenerate: 'Vygenerovať',
  seoGenerateField: 'Vygenerovať: {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Zatiaľ sem nič neodkazuje.',
  joinShowing: 'Zobrazené {{shown}} z {{total}}.',
};
