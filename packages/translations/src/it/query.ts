import type { NamespaceStrings } from '../types.ts';

/** Italian: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'La stringa di query ha più di {{limit}} livelli di annidamento; invia un where più profondo come JSON (where={...}) oppure come POST con X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Un elenco nella stringa di query contiene più di {{limit}} elementi; invia un elenco più lungo separato da virgole (in=1,2,3) oppure come JSON (where={...}).',
  tooManyParameters: 'La stringa di query ha più di {{limit}} parametri.',
  unreadable: 'Impossibile leggere la stringa di query: {{reason}}',
  whereNotJSON: 'where non è un JSON valido: {{reason}}',
  selectInvalid: 'select deve essere un oggetto come select[title]=true oppure un elenco di campi separati da virgole.',
  notTrueOrFalse: 'Era atteso true o false, ricevuto {{value}}.',
  depthOutOfRange: 'depth deve essere un numero intero da 0 a {{max}}; ricevuto {{value}}.',
  countOutOfRange: '{{name}} deve essere un numero intero da {{min}} a {{max}}; ricevuto {{value}}.',
  countTooSmall: '{{name}} deve essere un numero intero maggiore o uguale a {{min}}; ricevuto {{value}}.',
  tooManyUnpaged:
    'Questa query corrisponde a più di {{limit}} documenti, il massimo restituito da una lettura senza paginazione; usa limit e page.',
  localeAllNotWritable: 'Non è possibile scrivere con locale=all; invia una sola lingua per richiesta.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} deve essere un oggetto di condizioni sui campi.',
  whereNotList: '{{at}} deve essere un elenco di condizioni.',
  whereNotOperators: '{{at}} deve associare operatori a valori, ad esempio { "equals": "x" }.',
  unknownOperator: 'Operatore «{{operator}}» sconosciuto su «{{path}}». Operatori: {{operators}}.',
  operatorNotAllowed: 'L’operatore «{{operator}}» non può essere usato su «{{path}}». Consentiti: {{allowed}}.',
  tooManyConditions: 'Una query può contenere al massimo {{limit}} condizioni.',
  pathInvalid: 'Il percorso «{{path}}» non è valido.',
  pathUnknownField: 'Il percorso «{{path}}» non è valido: «{{name}}» non è un campo di {{owner}}.',
  pathNoSubFields: 'Il percorso «{{path}}» non è valido: «{{name}}» ({{type}}) non ha sottocampi.',
  pathPastEnd: 'Il percorso «{{path}}» prosegue oltre «{{name}}», che non ha sottocampi.',
  pathAcrossRelationship:
    'Il percorso «{{path}}» legge {{name}} attraverso una relazione, cosa che non è supportata; filtra invece su un campo.',
  pathTooManyHops: 'Il percorso «{{path}}» attraversa più di {{limit}} relazioni.',
  pathNotReadable: 'Il percorso «{{path}}» non può essere interrogato: non hai il permesso di leggerlo.',

  // --- where: values
  valueNotSingle: 'Valore non valido per «{{path}}» {{operator}}: era atteso un singolo valore, ricevuto un oggetto o un elenco.',
  valueNotNumber: 'Valore non valido per «{{path}}» {{operator}}: «{{value}}» non è un numero.',
  valueNotBoolean: 'Valore non valido per «{{path}}» {{operator}}: «{{value}}» non è né true né false.',
  valueNotDate: 'Valore non valido per «{{path}}» {{operator}}: «{{value}}» non è una data.',
  valueNotID: 'Valore non valido per «{{path}}» {{operator}}: «{{value}}» non è un ID valido.',
  valueNotTrueOrFalse: 'Valore non valido per «{{path}}» {{operator}}: era atteso true o false.',
  valueNotList: 'Valore non valido per «{{path}}» {{operator}}: era atteso un elenco di valori.',
  valueNotText: 'Valore non valido per «{{path}}» {{operator}}: era atteso un testo.',
  valueNull: 'Valore non valido per «{{path}}» {{operator}}: non è possibile confrontare con null.',
  valueNotNear:
    'Valore non valido per «{{path}}» near: era atteso "longitude,latitude[,maxDistance[,minDistance]]", con la longitudine entro ±180 e la latitudine entro ±90.',
  valueNegativeDistance:
    'Valore non valido per «{{path}}» near: le distanze sono espresse in metri e non possono essere negative.',
  valueNotPosition: 'Valore non valido per «{{path}}» {{operator}}: una posizione ha la forma [longitude, latitude].',
  valuePositionOutOfRange:
    'Valore non valido per «{{path}}» {{operator}}: una posizione ha la forma [longitude, latitude], con la longitudine entro ±180 e la latitudine entro ±90.',
  valueNotGeometry: 'Valore non valido per «{{path}}» {{operator}}: era attesa una geometria GeoJSON.',
  valuePolygonTooShort:
    'Valore non valido per «{{path}}» {{operator}}: un Polygon richiede un anello esterno di almeno 4 posizioni.',
  valueGeometryType:
    'Valore non valido per «{{path}}» {{operator}}: il tipo GeoJSON deve essere Point o Polygon, ricevuto {{value}}.',
  richTextComparesWithText:
    'Valore non valido per «{{path}}» {{operator}}: un campo di testo formattato si confronta con del testo, non con un elenco o un oggetto.',
  numberNotExact:
    'Valore non valido per «{{path}}» {{operator}}: {{value}} va oltre ±{{limit}}, dove i numeri smettono di essere esatti.',

  // --- sort
  sortTooMany: 'Ordina per al massimo {{limit}} campi.',
  sortInvalid: 'Ordinamento {{value}} non valido: indica un campo, preceduto da - per l’ordine decrescente.',
  sortNotComparable: 'Impossibile ordinare per «{{path}}»: non contiene un singolo valore confrontabile.',
  sortIntoArray: 'Impossibile ordinare per «{{path}}»: il percorso entra in un array.',
  sortIntoBlocks: 'Impossibile ordinare per «{{path}}»: il percorso entra in dei blocchi.',
  sortIntoRelationship: 'Impossibile ordinare per «{{path}}»: il percorso entra in una relazione.',
  sortIntoRelationshipList: 'Impossibile ordinare per «{{path}}»: il percorso entra in un elenco di relazioni.',

  // --- request bodies
  bodyNotObject:
    'Il corpo della richiesta deve essere un oggetto JSON di valori dei campi, inviato con Content-Type: application/json.',
  fieldsInvalid_one: 'Il seguente campo non è valido: {{paths}}',
  fieldsInvalid_other: 'I seguenti campi non sono validi: {{paths}}',
  preferenceBody: 'Il corpo deve essere un oggetto JSON con la preferenza in value: { "value": … }.',
  preferenceBodyExtra: 'Il corpo può contenere solo value; rimuovi {{keys}}.',
  preferenceKeyInvalid: 'Una chiave di preferenza è un testo da 1 a {{max}} caratteri; ricevuto {{value}}.',
  seoBody: 'Il corpo deve essere un oggetto JSON: { collection o global, id?, path, doc, locale? }.',
  seoPathMissing: 'path deve indicare il gruppo SEO, ad esempio "meta".',
  seoDocNotObject: 'doc deve essere un oggetto: il documento così come lo contiene il modulo.',
  formStateBody:
    'Il corpo deve essere un oggetto JSON: { collection o global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState deve essere un oggetto di voci { value } che hanno come chiave il percorso del campo.',
  formStateEntryNotObject: 'formState["{{path}}"] deve essere un oggetto con un value.',
  formStateInvalidPath: 'formState contiene un percorso non valido: «{{path}}».',
  dataNotObject: 'data deve essere un oggetto di valori dei campi (il documento così come lo contiene il modulo).',
  dataMissing: 'Nel corpo manca data: un oggetto di valori dei campi (oppure formState: { path: { value } }).',
  localeNotText: 'locale deve essere un codice di lingua come "en".',
  operationInvalid: 'operation deve essere "create" o "update"; ricevuto {{value}}.',
  schemaPathNotText: 'schemaPath deve essere un percorso di campo come "layout.2" (indici di riga compresi).',
  schemaPathNoField:
    'schemaPath «{{schemaPath}}» non indica un campo di «{{entity}}»: non esiste un campo «{{name}}» in «{{at}}».',
  schemaPathNoSubFields: 'schemaPath «{{schemaPath}}» non indica un campo di «{{entity}}»: «{{name}}» non contiene campi.',
  schemaPathRowIndex:
    'schemaPath «{{schemaPath}}» non indica un campo di «{{entity}}»: «{{name}}» è un elenco di righe, quindi deve essere seguito da un indice di riga, non da «{{index}}».',
  collectionOrGlobal: 'Indica esattamente uno tra collection e global (uno slug).',
  collectionNotSlug: 'collection deve essere uno slug.',
  globalNotSlug: 'global deve essere uno slug.',
  globalOnlyUpdated: 'Un globale si può soltanto aggiornare: invia operation "update".',
  globalHasNoID: 'Un globale non ha un ID; ometti id.',
  createHasNoID: 'id serve solo con operation "update"; un nuovo documento non ne ha uno.',
  updateNeedsID: 'operation "update" richiede l’ID del documento in modifica.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins deve essere false, oppure contenere opzioni per ciascun campo di join, ad esempio joins[posts][limit]=5.',
  joinUnknown: 'joins indica «{{name}}», che non è un campo di join di questa collezione. Campi di join: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] non ha l’opzione «{{option}}»; le opzioni sono limit, sort, where e count.',
};
