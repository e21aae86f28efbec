import type { NamespaceStrings } from '../types.ts';

/** Croatian: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Niz upita ugniježđen je dublje nego što dopušta ograničenje ({{limit}}); dublji where pošaljite kao JSON (where={...}) ili kao POST s X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Popis u nizu upita ima više stavki nego što dopušta ograničenje ({{limit}}); dulji popis pošaljite odvojen zarezima (in=1,2,3) ili kao JSON (where={...}).',
  tooManyParameters: 'Niz upita ima više parametara nego što dopušta ograničenje ({{limit}}).',
  unreadable: 'Niz upita nije moguće pročitati: {{reason}}',
  whereNotJSON: 'where nije valjan JSON: {{reason}}',
  selectInvalid: 'select mora biti objekt, primjerice select[title]=true, ili popis polja odvojenih zarezima.',
  notTrueOrFalse: 'Očekivano je true ili false, a stiglo je: {{value}}.',
  depthOutOfRange: 'depth mora biti cijeli broj od 0 do {{max}}; stiglo je: {{value}}.',
  countOutOfRange: '{{name}} mora biti cijeli broj od {{min}} do {{max}}; stiglo je: {{value}}.',
  countTooSmall: '{{name}} mora biti cijeli broj, najmanje {{min}}; stiglo je: {{value}}.',
  tooManyUnpaged:
    'Ovom upitu odgovara više dokumenata nego što vraća jedno čitanje bez straničenja ({{limit}}); upotrijebite limit i page.',
  localeAllNotWritable: 'U locale=all nije moguće pisati; u svakom zahtjevu pošaljite samo jednu jezičnu verziju.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} mora biti objekt s uvjetima za polja.',
  whereNotList: '{{at}} mora biti popis uvjeta.',
  whereNotOperators: '{{at}} mora operatorima pridružiti vrijednosti, npr. { "equals": "x" }.',
  unknownOperator: 'Nepoznat operator „{{operator}}” na „{{path}}”. Operatori: {{operators}}.',
  operatorNotAllowed: 'Operator „{{operator}}” ne može se upotrijebiti na „{{path}}”. Dopušteni: {{allowed}}.',
  tooManyConditions: 'Broj uvjeta u jednom upitu ograničen je na {{limit}}.',
  pathInvalid: 'Putanja „{{path}}” nije valjana.',
  pathUnknownField: 'Putanja „{{path}}” nije valjana: „{{name}}” nije polje u {{owner}}.',
  pathNoSubFields: 'Putanja „{{path}}” nije valjana: „{{name}}” ({{type}}) nema podpolja.',
  pathPastEnd: 'Putanja „{{path}}” nastavlja se iza „{{name}}”, iako to polje nema podpolja.',
  pathAcrossRelationship: 'Putanja „{{path}}” čita {{name}} preko veze, što nije podržano; umjesto toga filtrirajte po polju.',
  pathTooManyHops: 'Putanja „{{path}}” prelazi preko više veza nego što dopušta ograničenje ({{limit}}).',
  pathNotReadable: 'Po putanji „{{path}}” nije moguće postaviti upit: nemate dopuštenje za njezino čitanje.',

  // --- where: values
  valueNotSingle: 'Nevaljana vrijednost za „{{path}}” {{operator}}: očekivana je jedna vrijednost, a stigao je objekt ili popis.',
  valueNotNumber: 'Nevaljana vrijednost za „{{path}}” {{operator}}: „{{value}}” nije broj.',
  valueNotBoolean: 'Nevaljana vrijednost za „{{path}}” {{operator}}: „{{value}}” nije ni true ni false.',
  valueNotDate: 'Nevaljana vrijednost za „{{path}}” {{operator}}: „{{value}}” nije datum.',
  valueNotID: 'Nevaljana vrijednost za „{{path}}” {{operator}}: „{{value}}” nije valjan ID.',
  valueNotTrueOrFalse: 'Nevaljana vrijednost za „{{path}}” {{operator}}: očekivano je true ili false.',
  valueNotList: 'Nevaljana vrijednost za „{{path}}” {{operator}}: očekivan je popis vrijednosti.',
  valueNotText: 'Nevaljana vrijednost za „{{path}}” {{operator}}: očekivan je tekst.',
  valueNull: 'Nevaljana vrijednost za „{{path}}” {{operator}}: s null se ne može uspoređivati.',
  valueNotNear:
    'Nevaljana vrijednost za „{{path}}” near: očekivano je "longitude,latitude[,maxDistance[,minDistance]]", s geografskom dužinom u rasponu ±180 i širinom u rasponu ±90.',
  valueNegativeDistance: 'Nevaljana vrijednost za „{{path}}” near: udaljenosti se izražavaju u metrima i ne mogu biti negativne.',
  valueNotPosition: 'Nevaljana vrijednost za „{{path}}” {{operator}}: položaj ima oblik [longitude, latitude].',
  valuePositionOutOfRange:
    'Nevaljana vrijednost za „{{path}}” {{operator}}: položaj ima oblik [longitude, latitude], s geografskom dužinom u rasponu ±180 i širinom u rasponu ±90.',
  valueNotGeometry: 'Nevaljana vrijednost za „{{path}}” {{operator}}: očekivana je GeoJSON geometrija.',
  valuePolygonTooShort: 'Nevaljana vrijednost za „{{path}}” {{operator}}: Polygon treba vanjski prsten od najmanje 4 položaja.',
  valueGeometryType:
    'Nevaljana vrijednost za „{{path}}” {{operator}}: GeoJSON tip mora biti Point ili Polygon, a stiglo je: {{value}}.',
  richTextComparesWithText:
    'Neispravna vrijednost za „{{path}}” {{operator}}: polje obogaćenog teksta uspoređuje se s tekstom, ne s popisom ili objektom.',
  numberNotExact: 'Neispravna vrijednost za „{{path}}” {{operator}}: {{value}} je izvan ±{{limit}}, iza čega brojevi nisu točni.',

  // --- sort
  sortTooMany: 'Razvrstavajte po najviše {{limit}} polja.',
  sortInvalid: 'Nevaljano razvrstavanje {{value}}: navedite polje, s - ispred za silazni redoslijed.',
  sortNotComparable: 'Nije moguće razvrstati po „{{path}}”: ne sadrži jednu usporedivu vrijednost.',
  sortIntoArray: 'Nije moguće razvrstati po „{{path}}”: putanja vodi u polje tipa array.',
  sortIntoBlocks: 'Nije moguće razvrstati po „{{path}}”: putanja vodi u blokove.',
  sortIntoRelationship: 'Nije moguće razvrstati po „{{path}}”: putanja vodi u vezu.',
  sortIntoRelationshipList: 'Nije moguće razvrstati po „{{path}}”: putanja vodi u popis veza.',

  // --- request bodies
  bodyNotObject: 'Tijelo zahtjeva mora biti JSON objekt s vrijednostima polja, poslan s Content-Type: application/json.',
  fieldsInvalid_one: 'Sljedeće polje nije valjano: {{paths}}',
  fieldsInvalid_other: 'Sljedeća polja nisu valjana: {{paths}}',
  preferenceBody: 'Tijelo mora biti JSON objekt s postavkom u value: { "value": … }.',
  preferenceBodyExtra: 'Tijelo smije sadržavati samo value; uklonite {{keys}}.',
  preferenceKeyInvalid: 'Ključ postavke tekst je duljine od 1 do {{max}} znakova; stiglo je: {{value}}.',
  seoBody: 'Tijelo mora biti JSON objekt: { collection ili global, id?, path, doc, locale? }.',
  seoPathMissing: 'path mora navesti SEO grupu, primjerice "meta".',
  seoDocNotObject: 'doc mora biti objekt: dokument onakav kakav je u obrascu.',
  formStateBody:
    'Tijelo mora biti JSON objekt: { collection ili global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState mora biti objekt sa stavkama { value } kojima su ključevi putanje polja.',
  formStateEntryNotObject: 'formState["{{path}}"] mora biti objekt s vrijednošću value.',
  formStateInvalidPath: 'formState sadrži nevaljanu putanju „{{path}}”.',
  dataNotObject: 'data mora biti objekt s vrijednostima polja (dokument onakav kakav je u obrascu).',
  dataMissing: 'U tijelu nedostaje data: objekt s vrijednostima polja (ili formState: { path: { value } }).',
  localeNotText: 'locale mora biti kod jezika, primjerice "en".',
  operationInvalid: 'operation mora biti "create" ili "update"; stiglo je: {{value}}.',
  schemaPathNotText: 'schemaPath mora biti putanja polja, primjerice "layout.2" (uključujući indekse redaka).',
  schemaPathNoField: 'schemaPath „{{schemaPath}}” ne označava polje u „{{entity}}”: u „{{at}}” nema polja „{{name}}”.',
  schemaPathNoSubFields: 'schemaPath „{{schemaPath}}” ne označava polje u „{{entity}}”: „{{name}}” ne sadrži polja.',
  schemaPathRowIndex:
    'schemaPath „{{schemaPath}}” ne označava polje u „{{entity}}”: „{{name}}” je popis redaka, pa iza njega mora slijediti indeks retka, a ne „{{index}}”.',
  collectionOrGlobal: 'Navedite točno jedno od dvoje: collection ili global (slug).',
  collectionNotSlug: 'collection mora biti slug.',
  globalNotSlug: 'global mora biti slug.',
  globalOnlyUpdated: 'Globalni element uvijek se samo ažurira: pošaljite operation "update".',
  globalHasNoID: 'Globalni element nema ID; izostavite id.',
  createHasNoID: 'id se koristi samo uz operation "update"; novi dokument ga nema.',
  updateNeedsID: 'operation "update" zahtijeva ID dokumenta koji se uređuje.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins mora biti false ili sadržavati opcije za svako polje spajanja, npr. joins[posts][limit]=5.',
  joinUnknown: 'joins navodi „{{name}}”, što nije polje spajanja ove zbirke. Polja spajanja: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] nema opciju „{{option}}”; opcije su limit, sort, where i count.',
};
