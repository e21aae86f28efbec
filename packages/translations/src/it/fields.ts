import type { NamespaceStrings } from '../types.ts';

/** Italian: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'contiene errori',
  clearValue: 'Cancella {{label}}',
  noMatches: 'Nessuna corrispondenza.',
  chooseOption: 'Scegli un’opzione…',

  // Text and number lists
  onePerLine: 'Un valore per riga.',
  commaSeparated: 'Separa i numeri con una virgola.',

  // Code
  codeTabHint: 'Tab aumenta il rientro, Shift+Tab lo riduce. Per uscire dal campo premi Esc, poi Tab.',
  codeTabReleased: 'Ora Tab passa al campo successivo.',

  // Date
  timeZone: 'Gli orari sono nel tuo fuso orario ({{zone}}).',

  // JSON
  invalidJSON: 'Questo non è ancora un JSON valido ({{reason}}). Finché non lo sarà, resta in uso l’ultimo valore valido.',

  // Point
  latitude: 'Latitudine',
  longitude: 'Longitudine',

  // Arrays and blocks
  row: 'Riga',
  rows: 'Righe',
  block: 'Blocco',
  blocks: 'Blocchi',
  rowLabel: 'Riga {{number}}',
  addLabel: 'Aggiungi {{label}}',
  noRows: 'Non è stato ancora aggiunto nulla.',
  chooseBlock: 'Scegli un blocco',
  unknownBlock: 'Blocco sconosciuto',
  blockName: 'Nome del blocco',
  blockNamePlaceholder: 'Facoltativo: il nome di questo blocco nell’elenco',
  moveRow: 'Sposta {{row}}',
  duplicateRow: 'Duplica {{row}}',
  removeRow: 'Rimuovi {{row}}',
  collapseAll: 'Comprimi tutto',
  expandAll: 'Espandi tutto',
  dragInstructions:
    'Per spostare una riga, premi Spazio o Enter sulla sua maniglia, spostala con le frecce su e giù, poi premi Spazio o Enter per rilasciarla, oppure Esc per annullare.',
  dragPickedUp: 'Hai preso la riga in posizione {{position}} di {{count}}.',
  dragMovedTo: 'La riga si trova sopra la posizione {{position}} di {{count}}.',
  dragDropped: 'La riga è stata rilasciata in posizione {{position}} di {{count}}.',
  dragCancelled: 'Spostamento annullato: la riga è tornata al suo posto.',

  // Tabs
  tabNumber: 'Scheda {{number}}',

  // Relationships and uploads
  documents: 'documenti',
  searchCollection: 'Cerca {{label}}',
  searchToReplace: 'Cerca per sostituire…',
  showOptions: 'Mostra opzioni',
  selectedDocuments: 'Selezione: {{label}}',
  editLabel: 'Modifica {{label}}',
  editDocument: 'Modifica «{{title}}»',
  removeDocument: 'Rimuovi «{{title}}»',
  swap: 'Sostituisci',
  swapDocument: 'Sostituisci «{{title}}» con un altro file',
  missingDocument: 'Documento mancante ({{id}})',
  chooseFrom: 'Scegli da {{label}}',
  collection: 'Raccolta',
  alreadySelected: '«{{title}}» (già selezionato)',
  loadMore: 'Carica altri',
  discardDrawerTitle: 'Scartare le modifiche?',
  discardDrawerText: 'Le modifiche fatte in questo pannello non sono ancora salvate. Chiudendolo andranno perse.',
  discardDrawerConfirm: 'Scarta modifiche',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Contenuto',
  seoTab: 'SEO',
  seoGroup: 'Ricerca e condivisione',
  seoMetaTitle: 'Meta titolo',
  seoMetaDescription: 'Meta descrizione',
  seoMetaImage: 'Immagine di anteprima',
  seoOverview: 'Aspetto nei risultati di ricerca',
  seoChecks: '{{passing}}/{{total}} controlli superati',
  seoMissing: 'Mancante',
  seoTooShort: 'Troppo corto',
  seoAlmostThere: 'Quasi giusto',
  seoGood: 'Buono',
  seoTooLong: 'Troppo lungo',
  seoNoImage: 'Nessuna immagine',
  seoLength: '{{count}} caratteri (consigliati: {{range}})',
  seoPreview: 'Anteprima nei risultati di ricerca',
  seoTitleTips: 'Come scrivere un buon titolo',
  seoDescriptionTips: 'Come scrivere una buona descrizione',
  seoGenerate: 'Genera',
  seoGenerateField: 'Genera {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Ancora niente rimanda qui.',
  joinShowing: 'Mostrati {{shown}} di {{total}}.',
};
