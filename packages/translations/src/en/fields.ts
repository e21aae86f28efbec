/** Strings of the fields area: the inputs of every field type. */
export const fields = {
  // Shared
  hasErrors: 'has errors',
  clearValue: 'Clear {{label}}',
  noMatches: 'Nothing matches.',
  chooseOption: 'Choose one…',

  // Text and number lists
  onePerLine: 'One value per line.',
  commaSeparated: 'Separate numbers with commas.',

  // Code
  codeTabHint: 'Tab indents, Shift+Tab outdents. Press Esc, then Tab, to leave the field.',
  codeTabReleased: 'Tab now moves to the next field.',

  // Date
  timeZone: 'Times are in your time zone ({{zone}}).',

  // JSON
  invalidJSON: 'This is not valid JSON yet ({{reason}}). The last valid value is kept until it is.',

  // Point
  latitude: 'Latitude',
  longitude: 'Longitude',

  // Arrays and blocks
  row: 'Row',
  rows: 'Rows',
  block: 'Block',
  blocks: 'Blocks',
  rowLabel: 'Row {{number}}',
  addLabel: 'Add {{label}}',
  noRows: 'Nothing added yet.',
  chooseBlock: 'Choose a block',
  unknownBlock: 'Unknown block',
  blockName: 'Block name',
  blockNamePlaceholder: 'Optional: names this block in the list',
  moveRow: 'Move {{row}}',
  duplicateRow: 'Duplicate {{row}}',
  removeRow: 'Remove {{row}}',
  collapseAll: 'Collapse all',
  expandAll: 'Show all',
  dragInstructions:
    'To move a row, press Space or Enter on its handle, move it with the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
  dragPickedUp: 'Picked up the row at position {{position}} of {{count}}.',
  dragMovedTo: 'The row is over position {{position}} of {{count}}.',
  dragDropped: 'The row was dropped at position {{position}} of {{count}}.',
  dragCancelled: 'Moving was cancelled; the row is back where it was.',

  // Tabs
  tabNumber: 'Tab {{number}}',

  // Relationships and uploads
  documents: 'documents',
  searchCollection: 'Search {{label}}',
  searchToReplace: 'Search to replace…',
  showOptions: 'Show options',
  selectedDocuments: 'Selected: {{label}}',
  editLabel: 'Edit {{label}}',
  editDocument: 'Edit “{{title}}”',
  removeDocument: 'Remove “{{title}}”',
  swap: 'Swap',
  swapDocument: 'Swap “{{title}}” for another file',
  missingDocument: 'Missing document ({{id}})',
  chooseFrom: 'Choose from {{label}}',
  collection: 'Collection',
  alreadySelected: '“{{title}}” (already selected)',
  loadMore: 'Load more',
  discardDrawerTitle: 'Discard your changes?',
  discardDrawerText: 'What you changed in this drawer is not saved yet. Closing it throws those changes away.',
  discardDrawerConfirm: 'Discard changes',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Content',
  seoTab: 'SEO',
  seoGroup: 'Search and sharing',
  seoMetaTitle: 'Meta title',
  seoMetaDescription: 'Meta description',
  seoMetaImage: 'Preview image',
  seoOverview: 'Search appearance',
  seoChecks: '{{passing}}/{{total}} checks are passing',
  seoMissing: 'Missing',
  seoTooShort: 'Too short',
  seoAlmostThere: 'Almost there',
  seoGood: 'Good',
  seoTooLong: 'Too long',
  seoNoImage: 'No image',
  seoLength: '{{count}} of {{range}} characters',
  seoPreview: 'Preview in search results',
  seoTitleTips: 'How to write a good title',
  seoDescriptionTips: 'How to write a good description',
  seoGenerate: 'Generate',
  seoGenerateField: 'Generate {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Nothing links here yet.',
  joinShowing: 'Showing {{shown}} of {{total}}.',
} as const;
