import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'inneholder feil',
  clearValue: 'Tøm {{label}}',
  noMatches: 'Ingen treff.',
  chooseOption: 'Velg ett alternativ…',

  // Text and number lists
  onePerLine: 'Én verdi per linje.',
  commaSeparated: 'Skill tallene med komma.',

  // Code
  codeTabHint: 'Tab rykker inn, Shift+Tab rykker ut. Trykk Esc og deretter Tab for å forlate feltet.',
  codeTabReleased: 'Tab flytter nå til neste felt.',

  // Date
  timeZone: 'Tidspunktene er i din tidssone ({{zone}}).',

  // JSON
  invalidJSON: 'Dette er ikke gyldig JSON ennå ({{reason}}). Den siste gyldige verdien beholdes til da.',

  // Point
  latitude: 'Breddegrad',
  longitude: 'Lengdegrad',

  // Arrays and blocks
  row: 'Rad',
  rows: 'Rader',
  block: 'Blokk',
  blocks: 'Blokker',
  rowLabel: 'Rad {{number}}',
  addLabel: 'Legg til {{label}}',
  noRows: 'Ingenting lagt til ennå.',
  chooseBlock: 'Velg en blokk',
  unknownBlock: 'Ukjent blokk',
  blockName: 'Blokknavn',
  blockNamePlaceholder: 'Valgfritt: gir blokken et navn i listen',
  moveRow: 'Flytt {{row}}',
  duplicateRow: 'Dupliser {{row}}',
  removeRow: 'Fjern {{row}}',
  collapseAll: 'Skjul alle',
  expandAll: 'Vis alle',
  dragInstructions:
    'For å flytte en rad trykker du mellomrom eller Enter på håndtaket, flytter den med pil opp og pil ned, og trykker mellomrom eller Enter for å slippe den, eller Escape for å avbryte.',
  dragPickedUp: 'Raden på plass {{position}} av {{count}} er plukket opp.',
  dragMovedTo: 'Raden er over plass {{position}} av {{count}}.',
  dragDropped: 'Raden ble sluppet på plass {{position}} av {{count}}.',
  dragCancelled: 'Flyttingen ble avbrutt; raden er tilbake der den var.',

  // Tabs
  tabNumber: 'Fane {{number}}',

  // Relationships and uploads
  documents: 'dokumenter',
  searchCollection: 'Søk i {{label}}',
  searchToReplace: 'Søk for å erstatte…',
  showOptions: 'Vis alternativer',
  selectedDocuments: 'Valgt: {{label}}',
  editLabel: 'Rediger {{label}}',
  editDocument: 'Rediger «{{title}}»',
  removeDocument: 'Fjern «{{title}}»',
  swap: 'Bytt',
  swapDocument: 'Bytt ut «{{title}}» med en annen fil',
  missingDocument: 'Dokumentet mangler ({{id}})',
  chooseFrom: 'Velg fra {{label}}',
  collection: 'Samling',
  alreadySelected: '«{{title}}» (allerede valgt)',
  loadMore: 'Last inn flere',
  discardDrawerTitle: 'Forkaste endringene?',
  discardDrawerText: 'Det du har endret i dette panelet, er ikke lagret ennå. Hvis du lukker det, forsvinner endringene.',
  discardDrawerConfirm: 'Forkast endringene',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Innhold',
  seoTab: 'SEO',
  seoGroup: 'Søk og deling',
  seoMetaTitle: 'Metatittel',
  seoMetaDescription: 'Metabeskrivelse',
  seoMetaImage: 'Forhåndsvisningsbilde',
  seoOverview: 'Visning i søk',
  seoChecks: '{{passing}}/{{total}} kontroller er bestått',
  seoMissing: 'Mangler',
  seoTooShort: 'For kort',
  seoAlmostThere: 'Nesten i mål',
  seoGood: 'Bra',
  seoTooLong: 'For lang',
  seoNoImage: 'Intet bilde',
  seoLength: '{{count}} av {{range}} tegn',
  seoPreview: 'Forhåndsvisning i søkeresultater',
  seoTitleTips: 'Slik skriver du en god tittel',
  seoDescriptionTips: 'Slik skriver du en god beskrivelse',
  seoGenerate: 'Generer',
  seoGenerateField: 'Generer {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Ingenting lenker hit ennå.',
  joinShowing: 'Viser {{shown}} av {{total}}.',
};
