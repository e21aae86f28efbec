import type { NamespaceStrings } from '../types.ts';

/** German: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Der Query-String ist tiefer als {{limit}} Ebenen verschachtelt; senden Sie ein tieferes where als JSON (where={...}) oder als POST mit X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Eine Liste im Query-String enthält mehr als {{limit}} Einträge; senden Sie eine längere Liste kommagetrennt (in=1,2,3) oder als JSON (where={...}).',
  tooManyParameters: 'Der Query-String hat mehr als {{limit}} Parameter.',
  unreadable: 'Der Query-String konnte nicht gelesen werden: {{reason}}',
  whereNotJSON: 'where ist kein gültiges JSON: {{reason}}',
  selectInvalid: 'select muss ein Objekt wie select[title]=true oder eine kommagetrennte Liste von Feldern sein.',
  notTrueOrFalse: 'Erwartet wurde true oder false, erhalten: {{value}}.',
  depthOutOfRange: 'depth muss eine ganze Zahl von 0 bis {{max}} sein; erhalten: {{value}}.',
  countOutOfRange: '{{name}} muss eine ganze Zahl von {{min}} bis {{max}} sein; erhalten: {{value}}.',
  countTooSmall: '{{name}} muss eine ganze Zahl von mindestens {{min}} sein; erhalten: {{value}}.',
  tooManyUnpaged:
    'Diese Abfrage trifft auf mehr als {{limit}} Dokumente zu, das Maximum für einen Abruf ohne Seitenaufteilung; verwenden Sie limit und page.',
  localeAllNotWritable: 'Mit locale=all kann nicht geschrieben werden; senden Sie eine Sprachversion pro Anfrage.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} muss ein Objekt aus Feldbedingungen sein.',
  whereNotList: '{{at}} muss eine Liste von Bedingungen sein.',
  whereNotOperators: '{{at}} muss Operatoren Werten zuordnen, z. B. { "equals": "x" }.',
  unknownOperator: 'Unbekannter Operator „{{operator}}“ bei „{{path}}“. Operatoren: {{operators}}.',
  operatorNotAllowed: 'Der Operator „{{operator}}“ ist bei „{{path}}“ nicht verwendbar. Erlaubt: {{allowed}}.',
  tooManyConditions: 'Eine Abfrage darf höchstens {{limit}} Bedingungen enthalten.',
  pathInvalid: 'Der Pfad „{{path}}“ ist ungültig.',
  pathUnknownField: 'Der Pfad „{{path}}“ ist ungültig: „{{name}}“ ist kein Feld von {{owner}}.',
  pathNoSubFields: 'Der Pfad „{{path}}“ ist ungültig: „{{name}}“ ({{type}}) hat keine Unterfelder.',
  pathPastEnd: 'Der Pfad „{{path}}“ geht über „{{name}}“ hinaus, obwohl dieses Feld keine Unterfelder hat.',
  pathAcrossRelationship:
    'Der Pfad „{{path}}“ liest {{name}} über eine Beziehung hinweg, was nicht unterstützt wird; filtern Sie stattdessen nach einem Feld.',
  pathTooManyHops: 'Der Pfad „{{path}}“ führt über mehr als {{limit}} Beziehungen.',
  pathNotReadable: 'Nach dem Pfad „{{path}}“ kann nicht abgefragt werden: Sie dürfen ihn nicht lesen.',

  // --- where: values
  valueNotSingle:
    'Ungültiger Wert für „{{path}}“ {{operator}}: Erwartet wurde ein einzelner Wert, erhalten wurde ein Objekt oder eine Liste.',
  valueNotNumber: 'Ungültiger Wert für „{{path}}“ {{operator}}: „{{value}}“ ist keine Zahl.',
  valueNotBoolean: 'Ungültiger Wert für „{{path}}“ {{operator}}: „{{value}}“ ist weder true noch false.',
  valueNotDate: 'Ungültiger Wert für „{{path}}“ {{operator}}: „{{value}}“ ist kein Datum.',
  valueNotID: 'Ungültiger Wert für „{{path}}“ {{operator}}: „{{value}}“ ist keine gültige ID.',
  valueNotTrueOrFalse: 'Ungültiger Wert für „{{path}}“ {{operator}}: Erwartet wurde true oder false.',
  valueNotList: 'Ungültiger Wert für „{{path}}“ {{operator}}: Erwartet wurde eine Liste von Werten.',
  valueNotText: 'Ungültiger Wert für „{{path}}“ {{operator}}: Erwartet wurde Text.',
  valueNull: 'Ungültiger Wert für „{{path}}“ {{operator}}: Mit null kann nicht verglichen werden.',
  valueNotNear:
    'Ungültiger Wert für „{{path}}“ near: Erwartet wurde "longitude,latitude[,maxDistance[,minDistance]]" mit einem Längengrad im Bereich ±180 und einem Breitengrad im Bereich ±90.',
  valueNegativeDistance:
    'Ungültiger Wert für „{{path}}“ near: Entfernungen werden in Metern angegeben und können nicht negativ sein.',
  valueNotPosition: 'Ungültiger Wert für „{{path}}“ {{operator}}: Eine Position hat die Form [longitude, latitude].',
  valuePositionOutOfRange:
    'Ungültiger Wert für „{{path}}“ {{operator}}: Eine Position hat die Form [longitude, latitude], mit einem Längengrad im Bereich ±180 und einem Breitengrad im Bereich ±90.',
  valueNotGeometry: 'Ungültiger Wert für „{{path}}“ {{operator}}: Erwartet wurde eine GeoJSON-Geometrie.',
  valuePolygonTooShort:
    'Ungültiger Wert für „{{path}}“ {{operator}}: Ein Polygon braucht einen äußeren Ring aus mindestens 4 Positionen.',
  valueGeometryType:
    'Ungültiger Wert für „{{path}}“ {{operator}}: Der GeoJSON-Typ muss Point oder Polygon sein, erhalten: {{value}}.',
  richTextComparesWithText:
    'Ungültiger Wert für „{{path}}“ {{operator}}: Ein Rich-Text-Feld wird mit Text verglichen, nicht mit einer Liste oder einem Objekt.',
  numberNotExact:
    'Ungültiger Wert für „{{path}}“ {{operator}}: {{value}} liegt jenseits von ±{{limit}}, ab wo Zahlen nicht mehr exakt sind.',

  // --- sort
  sortTooMany: 'Sortieren Sie nach höchstens {{limit}} Feldern.',
  sortInvalid: 'Ungültige Sortierung {{value}}: Geben Sie ein Feld an, mit vorangestelltem - für absteigende Reihenfolge.',
  sortNotComparable: 'Nach „{{path}}“ kann nicht sortiert werden: Es enthält keinen einzelnen vergleichbaren Wert.',
  sortIntoArray: 'Nach „{{path}}“ kann nicht sortiert werden: Der Pfad führt in ein Array.',
  sortIntoBlocks: 'Nach „{{path}}“ kann nicht sortiert werden: Der Pfad führt in Bausteine.',
  sortIntoRelationship: 'Nach „{{path}}“ kann nicht sortiert werden: Der Pfad führt in eine Beziehung.',
  sortIntoRelationshipList: 'Nach „{{path}}“ kann nicht sortiert werden: Der Pfad führt in eine Liste von Beziehungen.',

  // --- request bodies
  bodyNotObject: 'Der Inhalt der Anfrage muss ein JSON-Objekt mit Feldwerten sein, gesendet mit Content-Type: application/json.',
  fieldsInvalid_one: 'Das folgende Feld ist ungültig: {{paths}}',
  fieldsInvalid_other: 'Die folgenden Felder sind ungültig: {{paths}}',
  preferenceBody: 'Der Inhalt muss ein JSON-Objekt sein, das die Einstellung in value enthält: { "value": … }.',
  preferenceBodyExtra: 'Der Inhalt darf nur value enthalten; entfernen Sie {{keys}}.',
  preferenceKeyInvalid: 'Ein Einstellungsschlüssel ist ein Text aus 1 bis {{max}} Zeichen; erhalten: {{value}}.',
  seoBody: 'Der Inhalt muss ein JSON-Objekt sein: { collection oder global, id?, path, doc, locale? }.',
  seoPathMissing: 'path muss die SEO-Gruppe angeben, etwa "meta".',
  seoDocNotObject: 'doc muss ein Objekt sein: das Dokument so, wie es im Formular steht.',
  formStateBody:
    'Der Inhalt muss ein JSON-Objekt sein: { collection oder global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState muss ein Objekt aus { value }-Einträgen sein, deren Schlüssel Feldpfade sind.',
  formStateEntryNotObject: 'formState["{{path}}"] muss ein Objekt mit einem value sein.',
  formStateInvalidPath: 'formState enthält einen ungültigen Pfad „{{path}}“.',
  dataNotObject: 'data muss ein Objekt aus Feldwerten sein (das Dokument so, wie es im Formular steht).',
  dataMissing: 'Im Inhalt fehlt data: ein Objekt aus Feldwerten (oder formState: { path: { value } }).',
  localeNotText: 'locale muss ein Sprachcode wie "en" sein.',
  operationInvalid: 'operation muss "create" oder "update" sein; erhalten: {{value}}.',
  schemaPathNotText: 'schemaPath muss ein Feldpfad wie "layout.2" sein (einschließlich Zeilenindizes).',
  schemaPathNoField:
    'schemaPath „{{schemaPath}}“ bezeichnet kein Feld von „{{entity}}“: Bei „{{at}}“ gibt es kein Feld „{{name}}“.',
  schemaPathNoSubFields: 'schemaPath „{{schemaPath}}“ bezeichnet kein Feld von „{{entity}}“: „{{name}}“ enthält keine Felder.',
  schemaPathRowIndex:
    'schemaPath „{{schemaPath}}“ bezeichnet kein Feld von „{{entity}}“: „{{name}}“ ist eine Liste von Zeilen, daher muss ein Zeilenindex folgen, nicht „{{index}}“.',
  collectionOrGlobal: 'Geben Sie genau eines von beiden an, collection oder global (als Slug).',
  collectionNotSlug: 'collection muss ein Slug sein.',
  globalNotSlug: 'global muss ein Slug sein.',
  globalOnlyUpdated: 'Ein globaler Inhalt wird immer nur aktualisiert: Senden Sie operation "update".',
  globalHasNoID: 'Ein globaler Inhalt hat keine ID; lassen Sie id weg.',
  createHasNoID: 'id gibt es nur bei operation "update"; ein neues Dokument hat noch keine.',
  updateNeedsID: 'operation "update" braucht die ID des Dokuments, das bearbeitet wird.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins muss false sein oder Optionen je Join-Feld enthalten, etwa joins[posts][limit]=5.',
  joinUnknown: 'joins nennt „{{name}}“, das kein Join-Feld dieser Sammlung ist. Join-Felder: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] hat keine Option „{{option}}“; möglich sind limit, sort, where und count.',
};
