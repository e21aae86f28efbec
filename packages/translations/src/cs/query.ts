import type { NamespaceStrings } from '../types.ts';

/** Czech: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Řetězec dotazu je vnořen hlouběji, než dovoluje limit ({{limit}}); hlubší where pošlete jako JSON (where={...}) nebo jako POST s X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Seznam v řetězci dotazu má víc položek, než dovoluje limit ({{limit}}); delší seznam pošlete oddělený čárkami (in=1,2,3) nebo jako JSON (where={...}).',
  tooManyParameters: 'Řetězec dotazu má víc parametrů, než dovoluje limit ({{limit}}).',
  unreadable: 'Řetězec dotazu nelze přečíst: {{reason}}',
  whereNotJSON: 'where není platný JSON: {{reason}}',
  selectInvalid: 'select musí být objekt, například select[title]=true, nebo seznam polí oddělených čárkami.',
  notTrueOrFalse: 'Očekávána hodnota true nebo false, přišlo: {{value}}.',
  depthOutOfRange: 'depth musí být celé číslo od 0 do {{max}}; přišlo: {{value}}.',
  countOutOfRange: '{{name}} musí být celé číslo od {{min}} do {{max}}; přišlo: {{value}}.',
  countTooSmall: '{{name}} musí být celé číslo, nejméně {{min}}; přišlo: {{value}}.',
  tooManyUnpaged:
    'Tomuto dotazu odpovídá víc dokumentů, než kolik vrátí jedno čtení bez stránkování ({{limit}}); použijte limit a page.',
  localeAllNotWritable: 'Do locale=all nelze zapisovat; v každém požadavku pošlete jen jednu jazykovou verzi.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} musí být objekt s podmínkami pro pole.',
  whereNotList: '{{at}} musí být seznam podmínek.',
  whereNotOperators: '{{at}} musí operátorům přiřazovat hodnoty, např. { "equals": "x" }.',
  unknownOperator: 'Neznámý operátor „{{operator}}“ u „{{path}}“. Operátory: {{operators}}.',
  operatorNotAllowed: 'Operátor „{{operator}}“ nelze u „{{path}}“ použít. Povolené: {{allowed}}.',
  tooManyConditions: 'Počet podmínek v jednom dotazu je omezen na {{limit}}.',
  pathInvalid: 'Cesta „{{path}}“ není platná.',
  pathUnknownField: 'Cesta „{{path}}“ není platná: „{{name}}“ není pole v {{owner}}.',
  pathNoSubFields: 'Cesta „{{path}}“ není platná: „{{name}}“ ({{type}}) nemá vnořená pole.',
  pathPastEnd: 'Cesta „{{path}}“ pokračuje za „{{name}}“, přestože toto pole nemá vnořená pole.',
  pathAcrossRelationship: 'Cesta „{{path}}“ čte {{name}} přes vazbu, což není podporováno; filtrujte raději podle pole.',
  pathTooManyHops: 'Cesta „{{path}}“ prochází víc vazbami, než dovoluje limit ({{limit}}).',
  pathNotReadable: 'Podle cesty „{{path}}“ nelze dotazovat: nemáte oprávnění ji číst.',

  // --- where: values
  valueNotSingle: 'Neplatná hodnota pro „{{path}}“ {{operator}}: očekávána jediná hodnota, přišel však objekt nebo seznam.',
  valueNotNumber: 'Neplatná hodnota pro „{{path}}“ {{operator}}: „{{value}}“ není číslo.',
  valueNotBoolean: 'Neplatná hodnota pro „{{path}}“ {{operator}}: „{{value}}“ není true ani false.',
  valueNotDate: 'Neplatná hodnota pro „{{path}}“ {{operator}}: „{{value}}“ není datum.',
  valueNotID: 'Neplatná hodnota pro „{{path}}“ {{operator}}: „{{value}}“ není platné ID.',
  valueNotTrueOrFalse: 'Neplatná hodnota pro „{{path}}“ {{operator}}: očekáváno true nebo false.',
  valueNotList: 'Neplatná hodnota pro „{{path}}“ {{operator}}: očekáván seznam hodnot.',
  valueNotText: 'Neplatná hodnota pro „{{path}}“ {{operator}}: očekáván text.',
  valueNull: 'Neplatná hodnota pro „{{path}}“ {{operator}}: s null nelze porovnávat.',
  valueNotNear:
    'Neplatná hodnota pro „{{path}}“ near: očekáváno "longitude,latitude[,maxDistance[,minDistance]]" se zeměpisnou délkou v rozsahu ±180 a šířkou v rozsahu ±90.',
  valueNegativeDistance: 'Neplatná hodnota pro „{{path}}“ near: vzdálenosti se udávají v metrech a nesmějí být záporné.',
  valueNotPosition: 'Neplatná hodnota pro „{{path}}“ {{operator}}: poloha má tvar [longitude, latitude].',
  valuePositionOutOfRange:
    'Neplatná hodnota pro „{{path}}“ {{operator}}: poloha má tvar [longitude, latitude] se zeměpisnou délkou v rozsahu ±180 a šířkou v rozsahu ±90.',
  valueNotGeometry: 'Neplatná hodnota pro „{{path}}“ {{operator}}: očekávána geometrie GeoJSON.',
  valuePolygonTooShort: 'Neplatná hodnota pro „{{path}}“ {{operator}}: Polygon potřebuje vnější prstenec alespoň ze 4 poloh.',
  valueGeometryType: 'Neplatná hodnota pro „{{path}}“ {{operator}}: typ GeoJSON musí být Point nebo Polygon, přišlo: {{value}}.',
  richTextComparesWithText:
    'Neplatná hodnota pro „{{path}}“ {{operator}}: pole s formátovaným textem se porovnává s textem, ne se seznamem ani objektem.',
  numberNotExact:
    'Neplatná hodnota pro „{{path}}“ {{operator}}: {{value}} leží mimo ±{{limit}}, kde čísla přestávají být přesná.',

  // --- sort
  sortTooMany: 'Řaďte nejvýše podle {{limit}} polí.',
  sortInvalid: 'Neplatné řazení {{value}}: uveďte pole, pro sestupné pořadí s - na začátku.',
  sortNotComparable: 'Podle „{{path}}“ nelze řadit: neobsahuje jedinou porovnatelnou hodnotu.',
  sortIntoArray: 'Podle „{{path}}“ nelze řadit: cesta vede do pole typu array.',
  sortIntoBlocks: 'Podle „{{path}}“ nelze řadit: cesta vede do bloků.',
  sortIntoRelationship: 'Podle „{{path}}“ nelze řadit: cesta vede do vazby.',
  sortIntoRelationshipList: 'Podle „{{path}}“ nelze řadit: cesta vede do seznamu vazeb.',

  // --- request bodies
  bodyNotObject: 'Tělo požadavku musí být objekt JSON s hodnotami polí, odeslaný s Content-Type: application/json.',
  fieldsInvalid_one: 'Následující pole je neplatné: {{paths}}',
  fieldsInvalid_other: 'Následující pole jsou neplatná: {{paths}}',
  preferenceBody: 'Tělo musí být objekt JSON s předvolbou ve value: { "value": … }.',
  preferenceBodyExtra: 'Tělo smí obsahovat jen value; odstraňte {{keys}}.',
  preferenceKeyInvalid: 'Klíč předvolby je text o délce 1 až {{max}} znaků; přišlo: {{value}}.',
  seoBody: 'Tělo musí být objekt JSON: { collection nebo global, id?, path, doc, locale? }.',
  seoPathMissing: 'path musí uvádět skupinu SEO, například "meta".',
  seoDocNotObject: 'doc musí být objekt: dokument v podobě, v jaké ho drží formulář.',
  formStateBody:
    'Tělo musí být objekt JSON: { collection nebo global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState musí být objekt s položkami { value }, jejichž klíči jsou cesty polí.',
  formStateEntryNotObject: 'formState["{{path}}"] musí být objekt s hodnotou value.',
  formStateInvalidPath: 'formState obsahuje neplatnou cestu „{{path}}“.',
  dataNotObject: 'data musí být objekt s hodnotami polí (dokument v podobě, v jaké ho drží formulář).',
  dataMissing: 'V těle chybí data: objekt s hodnotami polí (nebo formState: { path: { value } }).',
  localeNotText: 'locale musí být kód jazyka, například "en".',
  operationInvalid: 'operation musí být "create" nebo "update"; přišlo: {{value}}.',
  schemaPathNotText: 'schemaPath musí být cesta k poli, například "layout.2" (včetně indexů řádků).',
  schemaPathNoField: 'schemaPath „{{schemaPath}}“ neoznačuje žádné pole v „{{entity}}“: v „{{at}}“ není pole „{{name}}“.',
  schemaPathNoSubFields: 'schemaPath „{{schemaPath}}“ neoznačuje žádné pole v „{{entity}}“: „{{name}}“ neobsahuje žádná pole.',
  schemaPathRowIndex:
    'schemaPath „{{schemaPath}}“ neoznačuje žádné pole v „{{entity}}“: „{{name}}“ je seznam řádků, takže za ním musí následovat index řádku, ne „{{index}}“.',
  collectionOrGlobal: 'Uveďte právě jedno z dvojice collection a global (slug).',
  collectionNotSlug: 'collection musí být slug.',
  globalNotSlug: 'global musí být slug.',
  globalOnlyUpdated: 'Globální prvek se vždy jen upravuje: pošlete operation "update".',
  globalHasNoID: 'Globální prvek nemá ID; id vynechte.',
  createHasNoID: 'id patří jen k operation "update"; nový dokument žádné nemá.',
  updateNeedsID: 'operation "update" vyžaduje ID upravovaného dokumentu.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins musí být false, nebo volby pro jednotlivá pole spojení, například joins[posts][limit]=5.',
  joinUnknown: 'joins uvádí „{{name}}“, což není pole spojení této kolekce. Pole spojení: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] nemá volbu „{{option}}“; volby jsou limit, sort, where a count.',
};
