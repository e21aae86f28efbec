import type { NamespaceStrings } from '../types.ts';

/** Czech: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'obsahuje chyby',
  clearValue: 'Vymazat pole {{label}}',
  noMatches: 'Nic neodpovídá.',
  chooseOption: 'Vyberte…',

  // Text and number lists
  onePerLine: 'Jedna hodnota na řádek.',
  commaSeparated: 'Čísla oddělte čárkami.',

  // Code
  codeTabHint: 'Tab odsadí, Shift+Tab odsazení zruší. Pole opustíte stiskem Esc a pak Tab.',
  codeTabReleased: 'Tab teď přechází na další pole.',

  // Date
  timeZone: 'Časy jsou ve vašem časovém pásmu ({{zone}}).',

  // JSON
  invalidJSON: 'Toto zatím není platný JSON ({{reason}}). Do té doby zůstává zachována poslední platná hodnota.',

  // Point
  latitude: 'Zeměpisná šířka',
  longitude: 'Zeměpisná délka',

  // Arrays and blocks
  row: 'Řádek',
  rows: 'Řádky',
  block: 'Blok',
  blocks: 'Bloky',
  rowLabel: 'Řádek {{number}}',
  addLabel: 'Přidat: {{label}}',
  noRows: 'Zatím nic nepřidáno.',
  chooseBlock: 'Vyberte blok',
  unknownBlock: 'Neznámý blok',
  blockName: 'Název bloku',
  blockNamePlaceholder: 'Volitelné: pojmenuje tento blok v seznamu',
  moveRow: 'Přesunout: {{row}}',
  duplicateRow: 'Duplikovat: {{row}}',
  removeRow: 'Odebrat: {{row}}',
  collapseAll: 'Sbalit vše',
  expandAll: 'Rozbalit vše',
  dragInstructions:
    'Řádek přesunete tak, že na jeho úchytu stisknete mezerník nebo Enter, posunete ho šipkami nahoru a dolů a pak ho mezerníkem nebo Enterem pustíte; klávesou Escape přesun zrušíte.',
  dragPickedUp: 'Řádek na pozici {{position}} z {{count}} je zvednutý.',
  dragMovedTo: 'Řádek je nad pozicí {{position}} z {{count}}.',
  dragDropped: 'Řádek byl puštěn na pozici {{position}} z {{count}}.',
  dragCancelled: 'Přesun byl zrušen; řádek je zpět na původním místě.',

  // Tabs
  tabNumber: 'Karta {{number}}',

  // Relationships and uploads
  documents: 'dokumenty',
  searchCollection: 'Hledat: {{label}}',
  searchToReplace: 'Hledejte náhradu…',
  showOptions: 'Zobrazit možnosti',
  selectedDocuments: 'Vybráno: {{label}}',
  editLabel: 'Upravit: {{label}}',
  editDocument: 'Upravit „{{title}}“',
  removeDocument: 'Odebrat „{{title}}“',
  swap: 'Vyměnit',
  swapDocument: 'Vyměnit „{{title}}“ za jiný soubor',
  missingDocument: 'Chybějící dokument ({{id}})',
  chooseFrom: 'Vybrat z kolekce {{label}}',
  collection: 'Kolekce',
  alreadySelected: '„{{title}}“ (již vybráno)',
  loadMore: 'Načíst další',
  discardDrawerTitle: 'Zahodit změny?',
  discardDrawerText: 'Změny v tomto panelu zatím nejsou uložené. Zavřením panelu se zahodí.',
  discardDrawerConfirm: 'Zahodit změny',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Obsah',
  seoTab: 'SEO',
  seoGroup: 'Vyhledávání a sdílení',
  seoMetaTitle: 'Meta titulek',
  seoMetaDescription: 'Meta popis',
  seoMetaImage: 'Náhledový obrázek',
  seoOverview: 'Vzhled ve vyhledávání',
  seoChecks: 'Splněné kontroly: {{passing}}/{{total}}',
  seoMissing: 'Chybí',
  seoTooShort: 'Příliš krátké',
  seoAlmostThere: 'Skoro dobré',
  seoGood: 'Dobré',
  seoTooLong: 'Příliš dlouhé',
  seoNoImage: 'Bez obrázku',
  seoLength: '{{count}} z {{range}} znaků',
  seoPreview: 'Náhled ve výsledcích vyhledávání',
  seoTitleTips: 'Jak napsat dobrý titulek',
  seoDescriptionTips: 'Jak napsat dobrý popis',
  seoGenerate: 'Vygenerovat',
  seoGenerateField: 'Vygenerovat: {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Zatím sem nic neodkazuje.',
  joinShowing: 'Zobrazeno {{shown}} z {{total}}.',
};
