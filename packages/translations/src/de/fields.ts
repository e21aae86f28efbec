import type { NamespaceStrings } from '../types.ts';

/** German: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'enthält Fehler',
  clearValue: '{{label}} leeren',
  noMatches: 'Keine Treffer.',
  chooseOption: 'Bitte wählen…',

  // Text and number lists
  onePerLine: 'Ein Wert pro Zeile.',
  commaSeparated: 'Zahlen durch Kommas trennen.',

  // Code
  codeTabHint: 'Tab rückt ein, Shift+Tab rückt aus. Drücken Sie Esc und dann Tab, um das Feld zu verlassen.',
  codeTabReleased: 'Tab springt jetzt zum nächsten Feld.',

  // Date
  timeZone: 'Zeiten in Ihrer Zeitzone ({{zone}}).',

  // JSON
  invalidJSON: 'Das ist noch kein gültiges JSON ({{reason}}). Bis dahin bleibt der letzte gültige Wert erhalten.',

  // Point
  latitude: 'Breitengrad',
  longitude: 'Längengrad',

  // Arrays and blocks
  row: 'Zeile',
  rows: 'Zeilen',
  block: 'Baustein',
  blocks: 'Bausteine',
  rowLabel: 'Zeile {{number}}',
  addLabel: '{{label}} hinzufügen',
  noRows: 'Noch nichts hinzugefügt.',
  chooseBlock: 'Baustein auswählen',
  unknownBlock: 'Unbekannter Baustein',
  blockName: 'Name des Bausteins',
  blockNamePlaceholder: 'Optional: benennt diesen Baustein in der Liste',
  moveRow: '{{row}} verschieben',
  duplicateRow: '{{row}} duplizieren',
  removeRow: '{{row}} entfernen',
  collapseAll: 'Alle einklappen',
  expandAll: 'Alle ausklappen',
  dragInstructions:
    'Um eine Zeile zu verschieben, drücken Sie auf ihrem Griff die Leertaste oder Enter, bewegen Sie sie mit den Pfeiltasten nach oben oder unten und drücken Sie dann die Leertaste oder Enter, um sie abzulegen, oder Esc, um abzubrechen.',
  dragPickedUp: 'Zeile an Position {{position}} von {{count}} aufgenommen.',
  dragMovedTo: 'Die Zeile befindet sich über Position {{position}} von {{count}}.',
  dragDropped: 'Die Zeile wurde an Position {{position}} von {{count}} abgelegt.',
  dragCancelled: 'Verschieben abgebrochen; die Zeile ist wieder an ihrem Platz.',

  // Tabs
  tabNumber: 'Reiter {{number}}',

  // Relationships and uploads
  documents: 'Dokumente',
  searchCollection: '{{label}} durchsuchen',
  searchToReplace: 'Suchen, um zu ersetzen …',
  showOptions: 'Optionen anzeigen',
  selectedDocuments: 'Ausgewählt: {{label}}',
  editLabel: '{{label}} bearbeiten',
  editDocument: '„{{title}}“ bearbeiten',
  removeDocument: '„{{title}}“ entfernen',
  swap: 'Austauschen',
  swapDocument: '„{{title}}“ gegen eine andere Datei austauschen',
  missingDocument: 'Fehlendes Dokument ({{id}})',
  chooseFrom: '{{label}} auswählen',
  collection: 'Sammlung',
  alreadySelected: '„{{title}}“ (bereits ausgewählt)',
  loadMore: 'Mehr laden',
  discardDrawerTitle: 'Änderungen verwerfen?',
  discardDrawerText:
    'Ihre Änderungen in diesem Seitenbereich sind noch nicht gespeichert. Wenn Sie ihn schließen, gehen sie verloren.',
  discardDrawerConfirm: 'Änderungen verwerfen',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Inhalt',
  seoTab: 'SEO',
  seoGroup: 'Suche und Teilen',
  seoMetaTitle: 'Meta-Titel',
  seoMetaDescription: 'Meta-Beschreibung',
  seoMetaImage: 'Vorschaubild',
  seoOverview: 'Darstellung in der Suche',
  seoChecks: '{{passing}}/{{total}} Prüfungen bestanden',
  seoMissing: 'Fehlt',
  seoTooShort: 'Zu kurz',
  seoAlmostThere: 'Fast optimal',
  seoGood: 'Gut',
  seoTooLong: 'Zu lang',
  seoNoImage: 'Kein Bild',
  seoLength: '{{count}} von {{range}} Zeichen',
  seoPreview: 'Vorschau in den Suchergebnissen',
  seoTitleTips: 'So schreiben Sie einen guten Titel',
  seoDescriptionTips: 'So schreiben Sie eine gute Beschreibung',
  seoGenerate: 'Erzeugen',
  seoGenerateField: '{{label}} erzeugen',

  // Join fields: the documents that point at this one
  joinEmpty: 'Noch verweist nichts hierher.',
  joinShowing: '{{shown}} von {{total}} angezeigt.',
};
