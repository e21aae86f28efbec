import type { NamespaceStrings } from '../types.ts';

/** Turkish: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Sorgu dizesi {{limit}} düzeyden daha derin iç içe geçiyor; daha derin bir where koşulunu JSON olarak (where={...}) ya da X-HTTP-Method-Override: GET başlığıyla POST olarak gönderin.',
  tooManyItems:
    'Sorgu dizesindeki bir liste {{limit}} öğeden fazlasını içeriyor; daha uzun bir listeyi virgülle ayrılmış olarak (in=1,2,3) ya da JSON olarak (where={...}) gönderin.',
  tooManyParameters: 'Sorgu dizesinde {{limit}} parametreden fazlası var.',
  unreadable: 'Sorgu dizesi okunamadı: {{reason}}',
  whereNotJSON: 'where geçerli bir JSON değil: {{reason}}',
  selectInvalid: 'select, select[title]=true gibi bir nesne ya da virgülle ayrılmış bir alan listesi olmalıdır.',
  notTrueOrFalse: 'true ya da false bekleniyordu, {{value}} geldi.',
  depthOutOfRange: 'depth, 0 ile {{max}} arasında bir tam sayı olmalıdır; {{value}} geldi.',
  countOutOfRange: '{{name}}, {{min}} ile {{max}} arasında bir tam sayı olmalıdır; {{value}} geldi.',
  countTooSmall: '{{name}}, en az {{min}} olan bir tam sayı olmalıdır; {{value}} geldi.',
  tooManyUnpaged:
    'Bu sorgu {{limit}} belgeden fazlasıyla eşleşiyor; sayfalamasız tek bir okuma en fazla bu kadarını döndürür. limit ve page kullanın.',
  localeAllNotWritable: 'locale=all ile yazma yapılamaz; her istekte tek bir içerik dili gönderin.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}}, alan koşullarından oluşan bir nesne olmalıdır.',
  whereNotList: '{{at}}, bir koşul listesi olmalıdır.',
  whereNotOperators: '{{at}}, operatörleri değerlerle eşleştirmelidir, ör. { "equals": "x" }.',
  unknownOperator: '"{{path}}" üzerinde bilinmeyen operatör: "{{operator}}". Operatörler: {{operators}}.',
  operatorNotAllowed: '"{{operator}}" operatörü "{{path}}" üzerinde kullanılamaz. İzin verilenler: {{allowed}}.',
  tooManyConditions: 'Bir sorgu en fazla {{limit}} koşul içerebilir.',
  pathInvalid: '"{{path}}" yolu geçerli değil.',
  pathUnknownField: '"{{path}}" yolu geçerli değil: "{{name}}", {{owner}} içinde bir alan değil.',
  pathNoSubFields: '"{{path}}" yolu geçerli değil: "{{name}}" ({{type}}) alanının alt alanı yok.',
  pathPastEnd: '"{{path}}" yolu, alt alanı olmayan "{{name}}" alanından sonra da devam ediyor.',
  pathAcrossRelationship:
    '"{{path}}" yolu {{name}} değerini bir ilişki üzerinden okuyor; bu desteklenmez, bunun yerine bir alana göre filtreleyin.',
  pathTooManyHops: '"{{path}}" yolu {{limit}} taneden fazla ilişkiden geçiyor.',
  pathNotReadable: '"{{path}}" yolu sorgulanamaz: bu yolu okuma izniniz yok.',

  // --- where: values
  valueNotSingle: '"{{path}}" {{operator}} için geçersiz değer: tek bir değer bekleniyordu, bir nesne ya da liste geldi.',
  valueNotNumber: '"{{path}}" {{operator}} için geçersiz değer: "{{value}}" bir sayı değil.',
  valueNotBoolean: '"{{path}}" {{operator}} için geçersiz değer: "{{value}}" true ya da false değil.',
  valueNotDate: '"{{path}}" {{operator}} için geçersiz değer: "{{value}}" bir tarih değil.',
  valueNotID: '"{{path}}" {{operator}} için geçersiz değer: "{{value}}" geçerli bir kimlik değil.',
  valueNotTrueOrFalse: '"{{path}}" {{operator}} için geçersiz değer: true ya da false bekleniyordu.',
  valueNotList: '"{{path}}" {{operator}} için geçersiz değer: bir değer listesi bekleniyordu.',
  valueNotText: '"{{path}}" {{operator}} için geçersiz değer: metin bekleniyordu.',
  valueNull: '"{{path}}" {{operator}} için geçersiz değer: null ile karşılaştırma yapılamaz.',
  valueNotNear:
    '"{{path}}" near için geçersiz değer: boylam ±180 ve enlem ±90 aralığında olmak üzere "longitude,latitude[,maxDistance[,minDistance]]" bekleniyordu.',
  valueNegativeDistance: '"{{path}}" near için geçersiz değer: mesafeler metre cinsindendir ve negatif olamaz.',
  valueNotPosition: '"{{path}}" {{operator}} için geçersiz değer: bir konum [boylam, enlem] biçimindedir.',
  valuePositionOutOfRange:
    '"{{path}}" {{operator}} için geçersiz değer: bir konum, boylam ±180 ve enlem ±90 aralığında olmak üzere [boylam, enlem] biçimindedir.',
  valueNotGeometry: '"{{path}}" {{operator}} için geçersiz değer: bir GeoJSON geometrisi bekleniyordu.',
  valuePolygonTooShort:
    '"{{path}}" {{operator}} için geçersiz değer: bir Polygon için en az 4 konumdan oluşan bir dış halka gerekir.',
  valueGeometryType: '"{{path}}" {{operator}} için geçersiz değer: GeoJSON türü Point ya da Polygon olmalıdır, {{value}} geldi.',
  richTextComparesWithText:
    '"{{path}}" {{operator}} için geçersiz değer: zengin metin alanı liste ya da nesneyle değil, metinle karşılaştırılır.',
  numberNotExact:
    '"{{path}}" {{operator}} için geçersiz değer: {{value}}, ±{{limit}} sınırının ötesinde; bu sınırdan sonra sayılar kesin değildir.',

  // --- sort
  sortTooMany: 'En fazla {{limit}} alana göre sıralayın.',
  sortInvalid: 'Geçersiz sıralama {{value}}: bir alan belirtin; azalan sıra için başına - koyun.',
  sortNotComparable: '"{{path}}" alanına göre sıralanamaz: alan, karşılaştırılabilir tek bir değer tutmuyor.',
  sortIntoArray: '"{{path}}" alanına göre sıralanamaz: yol bir dizinin içine giriyor.',
  sortIntoBlocks: '"{{path}}" alanına göre sıralanamaz: yol blokların içine giriyor.',
  sortIntoRelationship: '"{{path}}" alanına göre sıralanamaz: yol bir ilişkinin içine giriyor.',
  sortIntoRelationshipList: '"{{path}}" alanına göre sıralanamaz: yol bir ilişki listesinin içine giriyor.',

  // --- request bodies
  bodyNotObject:
    'İstek gövdesi, alan değerlerinden oluşan ve Content-Type: application/json ile gönderilen bir JSON nesnesi olmalıdır.',
  fieldsInvalid_one: 'Şu alan geçersiz: {{paths}}',
  fieldsInvalid_other: 'Şu alanlar geçersiz: {{paths}}',
  preferenceBody: 'Gövde, tercihi value içinde taşıyan bir JSON nesnesi olmalıdır: { "value": … }.',
  preferenceBodyExtra: 'Gövde yalnızca value içerebilir; şunları kaldırın: {{keys}}.',
  preferenceKeyInvalid: 'Tercih anahtarı 1 ile {{max}} karakter arasında bir metindir; {{value}} geldi.',
  seoBody: 'Gövde bir JSON nesnesi olmalıdır: { collection ya da global, id?, path, doc, locale? }.',
  seoPathMissing: 'path, "meta" gibi bir SEO grubunu belirtmelidir.',
  seoDocNotObject: 'doc bir nesne olmalıdır: belgenin formdaki hâli.',
  formStateBody:
    'Gövde bir JSON nesnesi olmalıdır: { collection ya da global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState, alan yollarını anahtar olarak kullanan { value } girdilerinden oluşan bir nesne olmalıdır.',
  formStateEntryNotObject: 'formState["{{path}}"], value içeren bir nesne olmalıdır.',
  formStateInvalidPath: 'formState geçersiz bir yol içeriyor: "{{path}}".',
  dataNotObject: 'data, alan değerlerinden oluşan bir nesne olmalıdır (belgenin formdaki hâli).',
  dataMissing: 'Gövdede data gerekir: alan değerlerinden oluşan bir nesne (ya da formState: { path: { value } }).',
  localeNotText: 'locale, "en" gibi bir dil kodu olmalıdır.',
  operationInvalid: 'operation "create" ya da "update" olmalıdır; {{value}} geldi.',
  schemaPathNotText: 'schemaPath, "layout.2" gibi bir alan yolu olmalıdır (satır dizinleri dahil).',
  schemaPathNoField:
    'schemaPath "{{schemaPath}}", "{{entity}}" içindeki bir alanı göstermiyor: "{{at}}" içinde "{{name}}" adında bir alan yok.',
  schemaPathNoSubFields:
    'schemaPath "{{schemaPath}}", "{{entity}}" içindeki bir alanı göstermiyor: "{{name}}" hiç alan içermiyor.',
  schemaPathRowIndex:
    'schemaPath "{{schemaPath}}", "{{entity}}" içindeki bir alanı göstermiyor: "{{name}}" bir satır listesidir, bu yüzden ardından "{{index}}" değil, bir satır dizini gelmelidir.',
  collectionOrGlobal: 'collection ve global değerlerinden tam olarak birini belirtin (bir slug).',
  collectionNotSlug: 'collection bir slug olmalıdır.',
  globalNotSlug: 'global bir slug olmalıdır.',
  globalOnlyUpdated: 'Global öğeler yalnızca güncellenir: operation "update" gönderin.',
  globalHasNoID: 'Global öğelerin id değeri yoktur; id göndermeyin.',
  createHasNoID: 'id yalnızca operation "update" içindir; yeni bir belgenin id değeri yoktur.',
  updateNeedsID: 'operation "update", düzenlenen belgenin id değerini gerektirir.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins ya false olmalı ya da her birleştirme alanı için seçenekler içermelidir, örneğin joins[posts][limit]=5.',
  joinUnknown: 'joins, bu koleksiyonun birleştirme alanı olmayan "{{name}}" adını içeriyor. Birleştirme alanları: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] için "{{option}}" seçeneği yok; seçenekler limit, sort, where ve count.',
};
