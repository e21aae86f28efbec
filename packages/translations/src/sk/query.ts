import type { NamespaceStrings } from '../types.ts';

/** Slovak: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Reťazec dopytu je vnorený hlbšie, ako povoľuje limit úrovní ({{limit}}); hlbší where pošlite ako JSON (where={...}) alebo ako POST s hlavičkou X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Zoznam v reťazci dopytu má viac položiek, ako povoľuje limit ({{limit}}); dlhší zoznam pošlite oddelený čiarkami (in=1,2,3) alebo ako JSON (where={...}).',
  tooManyParameters: 'Reťazec dopytu má viac parametrov, ako povoľuje limit ({{limit}}).',
  unreadable: 'Reťazec dopytu sa nedá prečítať: {{reason}}',
  whereNotJSON: 'where nie je platný JSON: {{reason}}',
  selectInvalid: 'select musí byť objekt, napríklad select[title]=true, alebo zoznam polí oddelených čiarkami.',
  notTrueOrFalse: 'Očakávala sa hodnota true alebo false, prišlo {{value}}.',
  depthOutOfRange: 'depth musí byť celé číslo od 0 do {{max}}; prišlo {{value}}.',
  countOutOfRange: '{{name}} musí byť celé číslo od {{min}} do {{max}}; prišlo {{value}}.',
  countTooSmall: '{{name}} musí byť celé číslo, najmenej {{min}}; prišlo {{value}}.',
  tooManyUnpaged:
    'Tomuto dopytu zodpovedá viac dokumentov, ako vráti jedno čítanie bez stránkovania ({{limit}}); použite limit a page.',
  localeAllNotWritable: 'Do locale=all sa nedá zapisovať; v každej požiadavke pošlite jednu jazykovú verziu.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} musí byť objekt s podmienkami pre polia.',
  whereNotList: '{{at}} musí byť zoznam podmienok.',
  whereNotOperators: '{{at}} musí priraďovať hodnoty operátorom, napr. { "equals": "x" }.',
  unknownOperator: 'Neznámy operátor „{{operator}}“ pre „{{path}}“. Operátory: {{operators}}.',
  operatorNotAllowed: 'Operátor „{{operator}}“ sa nedá použiť pre „{{path}}“. Povolené: {{allowed}}.',
  tooManyConditions: 'Počet podmienok v dopyte je obmedzený na {{limit}}.',
  pathInvalid: 'Cesta „{{path}}“ nie je platná.',
  pathUnknownField: 'Cesta „{{path}}“ nie je platná: „{{name}}“ nie je pole v {{owner}}.',
  pathNoSubFields: 'Cesta „{{path}}“ nie je platná: „{{name}}“ ({{type}}) nemá vnorené polia.',
  pathPastEnd: 'Cesta „{{path}}“ pokračuje za „{{name}}“, hoci toto pole nemá vnorené polia.',
  pathAcrossRelationship: 'Cesta „{{path}}“ číta {{name}} cez vzťah, čo nie je podporované; namiesto toho filtrujte podľa poľa.',
  pathTooManyHops: 'Cesta „{{path}}“ prechádza cez viac vzťahov, ako povoľuje limit ({{limit}}).',
  pathNotReadable: 'Cestu „{{path}}“ nemožno použiť v dopyte: nemáte oprávnenie ju čítať.',

  // --- where: values
  valueNotSingle: 'Neplatná hodnota pre „{{path}}“ {{operator}}: očakávala sa jedna hodnota, prišiel objekt alebo zoznam.',
  valueNotNumber: 'Neplatná hodnota pre „{{path}}“ {{operator}}: „{{value}}“ nie je číslo.',
  valueNotBoolean: 'Neplatná hodnota pre „{{path}}“ {{operator}}: „{{value}}“ nie je true ani false.',
  valueNotDate: 'Neplatná hodnota pre „{{path}}“ {{operator}}: „{{value}}“ nie je dátum.',
  valueNotID: 'Neplatná hodnota pre „{{path}}“ {{operator}}: „{{value}}“ nie je platné ID.',
  valueNotTrueOrFalse: 'Neplatná hodnota pre „{{path}}“ {{operator}}: očakávalo sa true alebo false.',
  valueNotList: 'Neplatná hodnota pre „{{path}}“ {{operator}}: očakával sa zoznam hodnôt.',
  valueNotText: 'Neplatná hodnota pre „{{path}}“ {{operator}}: očakával sa text.',
  valueNull: 'Neplatná hodnota pre „{{path}}“ {{operator}}: s null sa nedá porovnávať.',
  valueNotNear:
    'Neplatná hodnota pre „{{path}}“ near: očakáva sa "longitude,latitude[,maxDistance[,minDistance]]", pričom zemepisná dĺžka je v rozsahu ±180 a zemepisná šírka v rozsahu ±90.',
  valueNegativeDistance: 'Neplatná hodnota pre „{{path}}“ near: vzdialenosti sú v metroch a nemôžu byť záporné.',
  valueNotPosition: 'Neplatná hodnota pre „{{path}}“ {{operator}}: pozícia má tvar [dĺžka, šírka].',
  valuePositionOutOfRange:
    'Neplatná hodnota pre „{{path}}“ {{operator}}: pozícia má tvar [dĺžka, šírka], pričom dĺžka je v rozsahu ±180 a šírka v rozsahu ±90.',
  valueNotGeometry: 'Neplatná hodnota pre „{{path}}“ {{operator}}: očakávala sa geometria GeoJSON.',
  valuePolygonTooShort: 'Neplatná hodnota pre „{{path}}“ {{operator}}: Polygon potrebuje vonkajší prstenec s aspoň 4 pozíciami.',
  valueGeometryType: 'Neplatná hodnota pre „{{path}}“ {{operator}}: typ GeoJSON musí byť Point alebo Polygon, prišlo {{value}}.',
  richTextComparesWithText:
    'Neplatná hodnota pre „{{path}}“ {{operator}}: pole s formátovaným textom sa porovnáva s textom, nie so zoznamom ani objektom.',
  numberNotExact: 'Neplatná hodnota pre „{{path}}“ {{operator}}: {{value}} je mimo ±{{limit}}, kde čísla prestávajú byť presné.',

  // --- sort
  sortTooMany: 'Zoraďovať možno podľa najviac {{limit}} polí.',
  sortInvalid: 'Neplatné zoradenie {{value}}: uveďte pole; pre zostupné poradie pred neho dajte -.',
  sortNotComparable: 'Podľa „{{path}}“ nemožno zoraďovať: neobsahuje jednu porovnateľnú hodnotu.',
  sortIntoArray: 'Podľa „{{path}}“ nemožno zoraďovať: cesta vedie do poľa typu array.',
  sortIntoBlocks: 'Podľa „{{path}}“ nemožno zoraďovať: cesta vedie do blokov.',
  sortIntoRelationship: 'Podľa „{{path}}“ nemožno zoraďovať: cesta vedie do vzťahu.',
  sortIntoRelationshipList: 'Podľa „{{path}}“ nemožno zoraďovať: cesta vedie do zoznamu vzťahov.',

  // --- request bodies
  bodyNotObject: 'Telo požiadavky musí byť objekt JSON s hodnotami polí, odoslaný s hlavičkou Content-Type: application/json.',
  fieldsInvalid_one: 'Nasledujúce pole je neplatné: {{paths}}',
  fieldsInvalid_other: 'Nasledujúce polia sú neplatné: {{paths}}',
  preferenceBody: 'Telo musí byť objekt JSON s predvoľbou vo value: { "value": … }.',
  preferenceBodyExtra: 'Telo môže obsahovať iba value; odstráňte {{keys}}.',
  preferenceKeyInvalid: 'Kľúč predvoľby je text s dĺžkou od 1 do {{max}} znakov; prišlo {{value}}.',
  seoBody: 'Telo musí byť objekt JSON: { collection alebo global, id?, path, doc, locale? }.',
  seoPathMissing: 'path musí určovať skupinu SEO, napríklad "meta".',
  seoDocNotObject: 'doc musí byť objekt: dokument tak, ako ho má formulár.',
  formStateBody:
    'Telo musí byť objekt JSON: { collection alebo global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState musí byť objekt so záznamami { value }, ktorých kľúčmi sú cesty polí.',
  formStateEntryNotObject: 'formState["{{path}}"] musí byť objekt s value.',
  formStateInvalidPath: 'formState obsahuje neplatnú cestu „{{path}}“.',
  dataNotObject: 'data musí byť objekt s hodnotami polí (dokument tak, ako ho má formulár).',
  dataMissing: 'Telo potrebuje data: objekt s hodnotami polí (alebo formState: { path: { value } }).',
  localeNotText: 'locale musí byť kód jazykovej verzie, napríklad "en".',
  operationInvalid: 'operation musí byť "create" alebo "update"; prišlo {{value}}.',
  schemaPathNotText: 'schemaPath musí byť cesta k poľu, napríklad "layout.2" (vrátane indexov riadkov).',
  schemaPathNoField: 'schemaPath „{{schemaPath}}“ neoznačuje pole v „{{entity}}“: v „{{at}}“ nie je pole „{{name}}“.',
  schemaPathNoSubFields: 'schemaPath „{{schemaPath}}“ neoznačuje pole v „{{entity}}“: „{{name}}“ neobsahuje žiadne polia.',
  schemaPathRowIndex:
    'schemaPath „{{schemaPath}}“ neoznačuje pole v „{{entity}}“: „{{name}}“ je zoznam riadkov, preto za ním musí nasledovať index riadka, nie „{{index}}“.',
  collectionOrGlobal: 'Uveďte práve jedno z dvoch: collection alebo global (slug).',
  collectionNotSlug: 'collection musí byť slug.',
  globalNotSlug: 'global musí byť slug.',
  globalOnlyUpdated: 'Globálny prvok sa dá iba upravovať: pošlite operation "update".',
  globalHasNoID: 'Globálny prvok nemá id; id vynechajte.',
  createHasNoID: 'id patrí iba k operation "update"; nový dokument ho nemá.',
  updateNeedsID: 'operation "update" potrebuje id upravovaného dokumentu.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins musí byť false alebo obsahovať voľby pre jednotlivé polia spojenia, napríklad joins[posts][limit]=5.',
  joinUnknown: 'joins uvádza „{{name}}“, čo nie je pole spojenia tejto kolekcie. Polia spojenia: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] nemá voľbu „{{option}}“; voľby sú limit, sort, where a count.',
};
