import type { NamespaceStrings } from '../types.ts';

/** Croatian: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'sadrži pogreške',
  clearValue: 'Očisti polje {{label}}',
  noMatches: 'Ništa ne odgovara.',
  chooseOption: 'Odaberite…',

  // Text and number lists
  onePerLine: 'Jedna vrijednost po retku.',
  commaSeparated: 'Brojeve odvojite zarezima.',

  // Code
  codeTabHint: 'Tab uvlači redak, Shift+Tab poništava uvlaku. Za izlaz iz polja pritisnite Esc, a zatim Tab.',
  codeTabReleased: 'Tab sada prelazi na sljedeće polje.',

  // Date
  timeZone: 'Vremena su prikazana u vašoj vremenskoj zoni ({{zone}}).',

  // JSON
  invalidJSON: 'Ovo još nije valjan JSON ({{reason}}). Dotad se zadržava posljednja valjana vrijednost.',

  // Point
  latitude: 'Geografska širina',
  longitude: 'Geografska dužina',

  // Arrays and blocks
  row: 'Redak',
  rows: 'Retci',
  block: 'Blok',
  blocks: 'Blokovi',
  rowLabel: 'Redak {{number}}',
  addLabel: 'Dodaj: {{label}}',
  noRows: 'Još ništa nije dodano.',
  chooseBlock: 'Odaberite blok',
  unknownBlock: 'Nepoznat blok',
  blockName: 'Naziv bloka',
  blockNamePlaceholder: 'Neobavezno: imenuje ovaj blok na popisu',
  moveRow: 'Premjesti: {{row}}',
  duplicateRow: 'Dupliciraj: {{row}}',
  removeRow: 'Ukloni: {{row}}',
  collapseAll: 'Sažmi sve',
  expandAll: 'Proširi sve',
  dragInstructions:
    'Da biste premjestili redak, pritisnite razmaknicu ili Enter na njegovoj ručki, pomaknite ga strelicama gore i dolje, a zatim ga ispustite razmaknicom ili Enterom; tipkom Escape odustajete.',
  dragPickedUp: 'Podignut je redak na položaju {{position}} od {{count}}.',
  dragMovedTo: 'Redak je iznad položaja {{position}} od {{count}}.',
  dragDropped: 'Redak je ispušten na položaj {{position}} od {{count}}.',
  dragCancelled: 'Premještanje je otkazano; redak je vraćen na svoje mjesto.',

  // Tabs
  tabNumber: 'Kartica {{number}}',

  // Relationships and uploads
  documents: 'dokumenti',
  searchCollection: 'Pretraži: {{label}}',
  searchToReplace: 'Pretražite za zamjenu…',
  showOptions: 'Prikaži mogućnosti',
  selectedDocuments: 'Odabrano: {{label}}',
  editLabel: 'Uredi: {{label}}',
  editDocument: 'Uredi „{{title}}”',
  removeDocument: 'Ukloni „{{title}}”',
  swap: 'Zamijeni',
  swapDocument: 'Zamijeni „{{title}}” drugom datotekom',
  missingDocument: 'Dokument nedostaje ({{id}})',
  chooseFrom: 'Odaberi iz zbirke {{label}}',
  collection: 'Zbirka',
  alreadySelected: '„{{title}}” (već odabrano)',
  loadMore: 'Učitaj još',
  discardDrawerTitle: 'Odbaciti promjene?',
  discardDrawerText: 'Ono što ste promijenili u ovoj ploči još nije spremljeno. Zatvaranjem ploče te se promjene odbacuju.',
  discardDrawerConfirm: 'Odbaci promjene',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Sadržaj',
  seoTab: 'SEO',
  seoGroup: 'Pretraživanje i dijeljenje',
  seoMetaTitle: 'Meta naslov',
  seoMetaDescription: 'Meta opis',
  seoMetaImage: 'Slika pregleda',
  seoOverview: 'Prikaz u tražilicama',
  seoChecks: 'Uspješne provjere: {{passing}}/{{total}}',
  seoMissing: 'Nedostaje',
  seoTooShort: 'Prekratko',
  seoAlmostThere: 'Gotovo dobro',
  seoGood: 'Dobro',
  seoTooLong: 'Predugo',
  seoNoImage: 'Nema slike',
  seoLength: 'Broj znakova: {{count}} (preporučeno {{range}})',
  seoPreview: 'Pregled u rezultatima pretraživanja',
  seoTitleTips: 'Kako napisati dobar naslov',
  seoDescriptionTips: 'Kako napisati dobar opis',
  seoGenerate: 'Generiraj',
  seoGenerateField: 'Generiraj: {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Ovdje još ništa ne upućuje.',
  joinShowing: 'Prikazano {{shown}} od {{total}}.',
};
