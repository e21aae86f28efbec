import type { NamespaceStrings } from '../types.ts';

/** Dutch: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'bevat fouten',
  clearValue: '{{label}} wissen',
  noMatches: 'Geen resultaten.',
  chooseOption: 'Kies een optie…',

  // Text and number lists
  onePerLine: 'Eén waarde per regel.',
  commaSeparated: 'Scheid getallen met komma’s.',

  // Code
  codeTabHint: 'Tab springt in, Shift+Tab springt uit. Druk op Esc en dan op Tab om het veld te verlaten.',
  codeTabReleased: 'Tab gaat nu naar het volgende veld.',

  // Date
  timeZone: 'Tijden staan in jouw tijdzone ({{zone}}).',

  // JSON
  invalidJSON: 'Dit is nog geen geldige JSON ({{reason}}). Tot die tijd blijft de laatste geldige waarde bewaard.',

  // Point
  latitude: 'Breedtegraad',
  longitude: 'Lengtegraad',

  // Arrays and blocks
  row: 'Rij',
  rows: 'Rijen',
  block: 'Blok',
  blocks: 'Blokken',
  rowLabel: 'Rij {{number}}',
  addLabel: '{{label}} toevoegen',
  noRows: 'Nog niets toegevoegd.',
  chooseBlock: 'Kies een blok',
  unknownBlock: 'Onbekend blok',
  blockName: 'Bloknaam',
  blockNamePlaceholder: 'Optioneel: geeft dit blok een naam in de lijst',
  moveRow: '{{row}} verplaatsen',
  duplicateRow: '{{row}} dupliceren',
  removeRow: '{{row}} weghalen',
  collapseAll: 'Alles inklappen',
  expandAll: 'Alles uitklappen',
  dragInstructions:
    'Om een rij te verplaatsen, druk je op de spatiebalk of Enter op de greep, verplaats je de rij met de pijltoetsen omhoog en omlaag, en druk je op de spatiebalk of Enter om hem neer te zetten, of op Escape om te annuleren.',
  dragPickedUp: 'Rij op positie {{position}} van {{count}} opgepakt.',
  dragMovedTo: 'De rij is boven positie {{position}} van {{count}}.',
  dragDropped: 'De rij is neergezet op positie {{position}} van {{count}}.',
  dragCancelled: 'Verplaatsen geannuleerd; de rij staat weer op zijn plek.',

  // Tabs
  tabNumber: 'Tabblad {{number}}',

  // Relationships and uploads
  documents: 'documenten',
  searchCollection: 'Zoeken in {{label}}',
  searchToReplace: 'Zoek om te vervangen…',
  showOptions: 'Opties tonen',
  selectedDocuments: 'Geselecteerd: {{label}}',
  editLabel: '{{label}} bewerken',
  editDocument: '‘{{title}}’ bewerken',
  removeDocument: '‘{{title}}’ weghalen',
  swap: 'Vervangen',
  swapDocument: '‘{{title}}’ vervangen door een ander bestand',
  missingDocument: 'Ontbrekend document ({{id}})',
  chooseFrom: 'Kiezen uit {{label}}',
  collection: 'Collectie',
  alreadySelected: '‘{{title}}’ (al geselecteerd)',
  loadMore: 'Meer laden',
  discardDrawerTitle: 'Wijzigingen verwerpen?',
  discardDrawerText:
    'Wat je in dit paneel hebt gewijzigd, is nog niet opgeslagen. Als je het sluit, gaan die wijzigingen verloren.',
  discardDrawerConfirm: 'Wijzigingen verwerpen',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Inhoud',
  seoTab: 'SEO',
  seoGroup: 'Zoeken en delen',
  seoMetaTitle: 'Metatitel',
  seoMetaDescription: 'Metabeschrijving',
  seoMetaImage: 'Voorbeeldafbeelding',
  seoOverview: 'Weergave in zoekresultaten',
  seoChecks: '{{passing}}/{{total}} controles geslaagd',
  seoMissing: 'Ontbreekt',
  seoTooShort: 'Te kort',
  seoAlmostThere: 'Bijna goed',
  seoGood: 'Goed',
  seoTooLong: 'Te lang',
  seoNoImage: 'Geen afbeelding',
  seoLength: '{{count}} van {{range}} tekens',
  seoPreview: 'Voorbeeld in zoekresultaten',
  seoTitleTips: 'Zo schrijf je een goede titel',
  seoDescriptionTips: 'Zo schrijf je een goede beschrijving',
  seoGenerate: 'Genereren',
  seoGenerateField: '{{label}} genereren',

  // Join fields: the documents that point at this one
  joinEmpty: 'Er verwijst nog niets hiernaartoe.',
  joinShowing: '{{shown}} van {{total}} getoond.',
};
