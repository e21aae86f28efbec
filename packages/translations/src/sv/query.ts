import type { NamespaceStrings } from '../types.ts';

/** Swedish: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Frågesträngen är nästlad djupare än {{limit}} nivåer; skicka en djupare where som JSON (where={...}) eller som en POST med X-HTTP-Method-Override: GET.',
  tooManyItems:
    'En lista i frågesträngen har fler än {{limit}} poster; skicka en längre lista kommaseparerad (in=1,2,3) eller som JSON (where={...}).',
  tooManyParameters: 'Frågesträngen har fler än {{limit}} parametrar.',
  unreadable: 'Frågesträngen kunde inte läsas: {{reason}}',
  whereNotJSON: 'where är inte giltig JSON: {{reason}}',
  selectInvalid: 'select måste vara ett objekt, till exempel select[title]=true, eller en kommaseparerad lista med fält.',
  notTrueOrFalse: 'Förväntade true eller false, men fick {{value}}.',
  depthOutOfRange: 'depth måste vara ett heltal från 0 till {{max}}; fick {{value}}.',
  countOutOfRange: '{{name}} måste vara ett heltal från {{min}} till {{max}}; fick {{value}}.',
  countTooSmall: '{{name}} måste vara ett heltal som är minst {{min}}; fick {{value}}.',
  tooManyUnpaged:
    'Frågan matchar fler än {{limit}} dokument, vilket är det högsta antal som en läsning utan sidindelning returnerar; använd limit och page.',
  localeAllNotWritable: 'Det går inte att skriva till locale=all; skicka en språkversion per begäran.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} måste vara ett objekt med villkor för fält.',
  whereNotList: '{{at}} måste vara en lista med villkor.',
  whereNotOperators: '{{at}} måste koppla operatorer till värden, t.ex. { "equals": "x" }.',
  unknownOperator: 'Okänd operator ”{{operator}}” på ”{{path}}”. Operatorer: {{operators}}.',
  operatorNotAllowed: 'Operatorn ”{{operator}}” kan inte användas på ”{{path}}”. Tillåtna: {{allowed}}.',
  tooManyConditions: 'En fråga får innehålla högst {{limit}} villkor.',
  pathInvalid: 'Sökvägen ”{{path}}” är ogiltig.',
  pathUnknownField: 'Sökvägen ”{{path}}” är ogiltig: ”{{name}}” är inget fält i {{owner}}.',
  pathNoSubFields: 'Sökvägen ”{{path}}” är ogiltig: ”{{name}}” ({{type}}) har inga underfält.',
  pathPastEnd: 'Sökvägen ”{{path}}” fortsätter efter ”{{name}}”, som inte har några underfält.',
  pathAcrossRelationship:
    'Sökvägen ”{{path}}” läser {{name}} via en relation, vilket inte stöds; filtrera på ett fält i stället.',
  pathTooManyHops: 'Sökvägen ”{{path}}” går genom fler än {{limit}} relationer.',
  pathNotReadable: 'Sökvägen ”{{path}}” kan inte användas i en fråga: du får inte läsa den.',

  // --- where: values
  valueNotSingle: 'Ogiltigt värde för ”{{path}}” {{operator}}: förväntade ett enda värde, men fick ett objekt eller en lista.',
  valueNotNumber: 'Ogiltigt värde för ”{{path}}” {{operator}}: ”{{value}}” är inget tal.',
  valueNotBoolean: 'Ogiltigt värde för ”{{path}}” {{operator}}: ”{{value}}” är varken true eller false.',
  valueNotDate: 'Ogiltigt värde för ”{{path}}” {{operator}}: ”{{value}}” är inget datum.',
  valueNotID: 'Ogiltigt värde för ”{{path}}” {{operator}}: ”{{value}}” är inget giltigt ID.',
  valueNotTrueOrFalse: 'Ogiltigt värde för ”{{path}}” {{operator}}: förväntade true eller false.',
  valueNotList: 'Ogiltigt värde för ”{{path}}” {{operator}}: förväntade en lista med värden.',
  valueNotText: 'Ogiltigt värde för ”{{path}}” {{operator}}: förväntade text.',
  valueNull: 'Ogiltigt värde för ”{{path}}” {{operator}}: kan inte jämföras med null.',
  valueNotNear:
    'Ogiltigt värde för ”{{path}}” near: förväntade "longitude,latitude[,maxDistance[,minDistance]]" med longitud inom ±180 och latitud inom ±90.',
  valueNegativeDistance: 'Ogiltigt värde för ”{{path}}” near: avstånd anges i meter och kan inte vara negativa.',
  valueNotPosition: 'Ogiltigt värde för ”{{path}}” {{operator}}: en position är [longitud, latitud].',
  valuePositionOutOfRange:
    'Ogiltigt värde för ”{{path}}” {{operator}}: en position är [longitud, latitud] med longitud inom ±180 och latitud inom ±90.',
  valueNotGeometry: 'Ogiltigt värde för ”{{path}}” {{operator}}: förväntade en GeoJSON-geometri.',
  valuePolygonTooShort: 'Ogiltigt värde för ”{{path}}” {{operator}}: en Polygon behöver en yttre ring med minst 4 positioner.',
  valueGeometryType:
    'Ogiltigt värde för ”{{path}}” {{operator}}: GeoJSON-typen måste vara Point eller Polygon, men var {{value}}.',
  richTextComparesWithText:
    'Ogiltigt värde för ”{{path}}” {{operator}}: ett formaterat textfält jämförs med text, inte med en lista eller ett objekt.',
  numberNotExact: 'Ogiltigt värde för ”{{path}}” {{operator}}: {{value}} ligger bortom ±{{limit}}, där tal slutar vara exakta.',

  // --- sort
  sortTooMany: 'Sortera på högst {{limit}} fält.',
  sortInvalid: 'Ogiltig sortering {{value}}: ange ett fält, med - framför för fallande ordning.',
  sortNotComparable: 'Det går inte att sortera på ”{{path}}”: fältet innehåller inte ett enda jämförbart värde.',
  sortIntoArray: 'Det går inte att sortera på ”{{path}}”: sökvägen går in i en array.',
  sortIntoBlocks: 'Det går inte att sortera på ”{{path}}”: sökvägen går in i block.',
  sortIntoRelationship: 'Det går inte att sortera på ”{{path}}”: sökvägen går in i en relation.',
  sortIntoRelationshipList: 'Det går inte att sortera på ”{{path}}”: sökvägen går in i en lista med relationer.',

  // --- request bodies
  bodyNotObject: 'Innehållet i begäran måste vara ett JSON-objekt med fältvärden, skickat med Content-Type: application/json.',
  fieldsInvalid_one: 'Följande fält är ogiltigt: {{paths}}',
  fieldsInvalid_other: 'Följande fält är ogiltiga: {{paths}}',
  preferenceBody: 'Innehållet måste vara ett JSON-objekt med inställningen i value: { "value": … }.',
  preferenceBodyExtra: 'Innehållet får bara innehålla value; ta bort {{keys}}.',
  preferenceKeyInvalid: 'En inställningsnyckel är text på 1 till {{max}} tecken; fick {{value}}.',
  seoBody: 'Innehållet måste vara ett JSON-objekt: { collection eller global, id?, path, doc, locale? }.',
  seoPathMissing: 'path måste ange SEO-gruppen, till exempel "meta".',
  seoDocNotObject: 'doc måste vara ett objekt: dokumentet så som formuläret har det.',
  formStateBody:
    'Innehållet måste vara ett JSON-objekt: { collection eller global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState måste vara ett objekt med { value }-poster där fältets sökväg är nyckeln.',
  formStateEntryNotObject: 'formState["{{path}}"] måste vara ett objekt med ett value.',
  formStateInvalidPath: 'formState har en ogiltig sökväg: ”{{path}}”.',
  dataNotObject: 'data måste vara ett objekt med fältvärden (dokumentet så som formuläret har det).',
  dataMissing: 'Innehållet behöver data: ett objekt med fältvärden (eller formState: { path: { value } }).',
  localeNotText: 'locale måste vara en språkkod, till exempel "en".',
  operationInvalid: 'operation måste vara "create" eller "update"; fick {{value}}.',
  schemaPathNotText: 'schemaPath måste vara en fältsökväg, till exempel "layout.2" (med radindex).',
  schemaPathNoField:
    'schemaPath ”{{schemaPath}}” pekar inte på ett fält i ”{{entity}}”: det finns inget fält ”{{name}}” i ”{{at}}”.',
  schemaPathNoSubFields: 'schemaPath ”{{schemaPath}}” pekar inte på ett fält i ”{{entity}}”: ”{{name}}” innehåller inga fält.',
  schemaPathRowIndex:
    'schemaPath ”{{schemaPath}}” pekar inte på ett fält i ”{{entity}}”: ”{{name}}” är en lista med rader, så det måste följas av ett radindex, inte ”{{index}}”.',
  collectionOrGlobal: 'Ange exakt en av collection och global (en slug).',
  collectionNotSlug: 'collection måste vara en slug.',
  globalNotSlug: 'global måste vara en slug.',
  globalOnlyUpdated: 'Globalt innehåll kan bara uppdateras: skicka operation "update".',
  globalHasNoID: 'Globalt innehåll har inget id; utelämna id.',
  createHasNoID: 'id används bara med operation "update"; ett nytt dokument har inget.',
  updateNeedsID: 'operation "update" kräver id för dokumentet som redigeras.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins måste vara false eller innehålla alternativ per kopplingsfält, till exempel joins[posts][limit]=5.',
  joinUnknown: 'joins nämner ”{{name}}”, som inte är ett kopplingsfält i den här samlingen. Kopplingsfält: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] har inget alternativ ”{{option}}”; alternativen är limit, sort, where och count.',
};
