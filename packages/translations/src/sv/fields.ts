import type { NamespaceStrings } from '../types.ts';

/** Swedish: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'innehåller fel',
  clearValue: 'Rensa {{label}}',
  noMatches: 'Inga träffar.',
  chooseOption: 'Välj ett alternativ…',

  // Text and number lists
  onePerLine: 'Ett värde per rad.',
  commaSeparated: 'Skilj talen åt med kommatecken.',

  // Code
  codeTabHint: 'Tab drar in, Shift+Tab minskar indraget. Tryck på Esc och sedan Tab för att lämna fältet.',
  codeTabReleased: 'Tab flyttar nu till nästa fält.',

  // Date
  timeZone: 'Tiderna visas i din tidszon ({{zone}}).',

  // JSON
  invalidJSON: 'Det här är inte giltig JSON än ({{reason}}). Det senaste giltiga värdet behålls tills dess.',

  // Point
  latitude: 'Latitud',
  longitude: 'Longitud',

  // Arrays and blocks
  row: 'Rad',
  rows: 'Rader',
  block: 'Block',
  blocks: 'Block',
  rowLabel: 'Rad {{number}}',
  addLabel: 'Lägg till {{label}}',
  noRows: 'Inget har lagts till än.',
  chooseBlock: 'Välj ett block',
  unknownBlock: 'Okänt block',
  blockName: 'Blockets namn',
  blockNamePlaceholder: 'Valfritt: ger blocket ett namn i listan',
  moveRow: 'Flytta {{row}}',
  duplicateRow: 'Duplicera {{row}}',
  removeRow: 'Ta bort {{row}}',
  collapseAll: 'Fäll ihop alla',
  expandAll: 'Fäll ut alla',
  dragInstructions:
    'Om du vill flytta en rad trycker du på blanksteg eller Enter på dess handtag, flyttar den med uppåt- och nedåtpilarna och trycker sedan på blanksteg eller Enter för att släppa den, eller på Escape för att avbryta.',
  dragPickedUp: 'Raden på position {{position}} av {{count}} har lyfts upp.',
  dragMovedTo: 'Raden är över position {{position}} av {{count}}.',
  dragDropped: 'Raden släpptes på position {{position}} av {{count}}.',
  dragCancelled: 'Flytten avbröts; raden är tillbaka där den var.',

  // Tabs
  tabNumber: 'Flik {{number}}',

  // Relationships and uploads
  documents: 'dokument',
  searchCollection: 'Sök i {{label}}',
  searchToReplace: 'Sök för att ersätta…',
  showOptions: 'Visa alternativ',
  selectedDocuments: 'Valda: {{label}}',
  editLabel: 'Redigera {{label}}',
  editDocument: 'Redigera ”{{title}}”',
  removeDocument: 'Ta bort ”{{title}}”',
  swap: 'Byt',
  swapDocument: 'Byt ut ”{{title}}” mot en annan fil',
  missingDocument: 'Dokument saknas ({{id}})',
  chooseFrom: 'Välj från {{label}}',
  collection: 'Samling',
  alreadySelected: '”{{title}}” (redan vald)',
  loadMore: 'Läs in fler',
  discardDrawerTitle: 'Kassera ändringarna?',
  discardDrawerText: 'Det du har ändrat i den här panelen är inte sparat än. Om du stänger den försvinner ändringarna.',
  discardDrawerConfirm: 'Kassera ändringar',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Innehåll',
  seoTab: 'SEO',
  seoGroup: 'Sökning och delning',
  seoMetaTitle: 'Metatitel',
  seoMetaDescription: 'Metabeskrivning',
  seoMetaImage: 'Förhandsgranskningsbild',
  seoOverview: 'Utseende i sökresultat',
  seoChecks: '{{passing}}/{{total}} kontroller godkända',
  seoMissing: 'Saknas',
  seoTooShort: 'För kort',
  seoAlmostThere: 'Nästan bra',
  seoGood: 'Bra',
  seoTooLong: 'För lång',
  seoNoImage: 'Ingen bild',
  seoLength: '{{count}} av {{range}} tecken',
  seoPreview: 'Förhandsvisning i sökresultat',
  seoTitleTips: 'Så skriver du en bra titel',
  seoDescriptionTips: 'Så skriver du en bra beskrivning',
  seoGenerate: 'Generera',
  seoGenerateField: 'Generera {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Inget länkar hit ännu.',
  joinShowing: 'Visar {{shown}} av {{total}}.',
};
