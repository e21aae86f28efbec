import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Sorğu sətri {{limit}} səviyyədən dərin iç-içə yerləşdirilib; daha dərin where şərtini JSON kimi (where={...}) və ya X-HTTP-Method-Override: GET ilə POST sorğusu kimi göndərin.',
  tooManyItems:
    'Sorğu sətrindəki siyahıda {{limit}} elementdən çox element var; daha uzun siyahını vergüllə ayrılmış şəkildə (in=1,2,3) və ya JSON kimi (where={...}) göndərin.',
  tooManyParameters: 'Sorğu sətrində {{limit}} parametrdən çox parametr var.',
  unreadable: 'Sorğu sətrini oxumaq mümkün olmadı: {{reason}}',
  whereNotJSON: 'where etibarlı JSON deyil: {{reason}}',
  selectInvalid: 'select select[title]=true kimi obyekt və ya vergüllə ayrılmış sahələr siyahısı olmalıdır.',
  notTrueOrFalse: 'true və ya false gözlənilirdi, alınan: {{value}}.',
  depthOutOfRange: 'depth 0 ilə {{max}} arasında tam ədəd olmalıdır; alınan: {{value}}.',
  countOutOfRange: '{{name}} {{min}} ilə {{max}} arasında tam ədəd olmalıdır; alınan: {{value}}.',
  countTooSmall: '{{name}} ən azı {{min}} olan tam ədəd olmalıdır; alınan: {{value}}.',
  tooManyUnpaged:
    'Bu sorğuya {{limit}} sənəddən çoxu uyğun gəlir, səhifələnməmiş bir oxuma isə ən çox bu qədər sənəd qaytarır; limit və page istifadə edin.',
  localeAllNotWritable: 'locale=all ilə yazmaq olmaz; hər sorğuda bir dil versiyası göndərin.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} sahə şərtlərindən ibarət obyekt olmalıdır.',
  whereNotList: '{{at}} şərtlər siyahısı olmalıdır.',
  whereNotOperators: '{{at}} operatorları dəyərlərə uyğunlaşdırmalıdır, məsələn, { "equals": "x" }.',
  unknownOperator: '«{{path}}» üçün naməlum operator: «{{operator}}». Operatorlar: {{operators}}.',
  operatorNotAllowed: '«{{operator}}» operatorunu «{{path}}» üçün istifadə etmək olmaz. İcazə verilənlər: {{allowed}}.',
  tooManyConditions: 'Sorğuda ən çox {{limit}} şərt ola bilər.',
  pathInvalid: '«{{path}}» yolu etibarlı deyil.',
  pathUnknownField: '«{{path}}» yolu etibarlı deyil: «{{name}}» {{owner}} daxilində sahə deyil.',
  pathNoSubFields: '«{{path}}» yolu etibarlı deyil: «{{name}}» ({{type}}) sahəsinin alt sahələri yoxdur.',
  pathPastEnd: '«{{path}}» yolu alt sahələri olmayan «{{name}}» sahəsindən sonra da davam edir.',
  pathAcrossRelationship:
    '«{{path}}» yolu {{name}} dəyərini əlaqə üzərindən oxuyur, bu isə dəstəklənmir; bunun əvəzinə sahəyə görə filtrləyin.',
  pathTooManyHops: '«{{path}}» yolu {{limit}} əlaqədən çoxunu keçir.',
  pathNotReadable: '«{{path}}» yolu üzrə sorğu etmək olmaz: onu oxumağa icazəniz yoxdur.',

  // --- where: values
  valueNotSingle: '«{{path}}» {{operator}} üçün yanlış dəyər: tək dəyər gözlənilirdi, obyekt və ya siyahı alındı.',
  valueNotNumber: '«{{path}}» {{operator}} üçün yanlış dəyər: «{{value}}» ədəd deyil.',
  valueNotBoolean: '«{{path}}» {{operator}} üçün yanlış dəyər: «{{value}}» nə true, nə də false deyil.',
  valueNotDate: '«{{path}}» {{operator}} üçün yanlış dəyər: «{{value}}» tarix deyil.',
  valueNotID: '«{{path}}» {{operator}} üçün yanlış dəyər: «{{value}}» etibarlı ID deyil.',
  valueNotTrueOrFalse: '«{{path}}» {{operator}} üçün yanlış dəyər: true və ya false gözlənilir.',
  valueNotList: '«{{path}}» {{operator}} üçün yanlış dəyər: dəyərlər siyahısı gözlənilir.',
  valueNotText: '«{{path}}» {{operator}} üçün yanlış dəyər: mətn gözlənilir.',
  valueNull: '«{{path}}» {{operator}} üçün yanlış dəyər: null ilə müqayisə etmək olmaz.',
  valueNotNear:
    '«{{path}}» near üçün yanlış dəyər: "longitude,latitude[,maxDistance[,minDistance]]" formatı gözlənilir; uzunluq ±180, enlik isə ±90 daxilində olmalıdır.',
  valueNegativeDistance: '«{{path}}» near üçün yanlış dəyər: məsafələr metrlə verilir və mənfi ola bilməz.',
  valueNotPosition: '«{{path}}» {{operator}} üçün yanlış dəyər: mövqe [longitude, latitude] formasında olur.',
  valuePositionOutOfRange:
    '«{{path}}» {{operator}} üçün yanlış dəyər: mövqe [longitude, latitude] formasında olur; uzunluq ±180, enlik isə ±90 daxilində olmalıdır.',
  valueNotGeometry: '«{{path}}» {{operator}} üçün yanlış dəyər: GeoJSON həndəsəsi gözlənilir.',
  valuePolygonTooShort: '«{{path}}» {{operator}} üçün yanlış dəyər: Polygon üçün ən azı 4 mövqedən ibarət xarici halqa lazımdır.',
  valueGeometryType: '«{{path}}» {{operator}} üçün yanlış dəyər: GeoJSON tipi Point və ya Polygon olmalıdır, alınan: {{value}}.',
  richTextComparesWithText:
    '«{{path}}» {{operator}} üçün yanlış dəyər: zəngin mətn sahəsi siyahı və ya obyektlə deyil, mətnlə müqayisə olunur.',
  numberNotExact:
    '«{{path}}» {{operator}} üçün yanlış dəyər: {{value}} ±{{limit}} həddini aşır, bundan sonra ədədlər dəqiq deyil.',

  // --- sort
  sortTooMany: 'Ən çox {{limit}} sahəyə görə sıralayın.',
  sortInvalid: 'Yanlış sıralama {{value}}: sahə adını göstərin, azalan sıra üçün əvvəlinə - qoyun.',
  sortNotComparable: '«{{path}}» üzrə sıralamaq olmaz: orada müqayisə edilə bilən tək dəyər yoxdur.',
  sortIntoArray: '«{{path}}» üzrə sıralamaq olmaz: yol massivin içinə keçir.',
  sortIntoBlocks: '«{{path}}» üzrə sıralamaq olmaz: yol blokların içinə keçir.',
  sortIntoRelationship: '«{{path}}» üzrə sıralamaq olmaz: yol əlaqənin içinə keçir.',
  sortIntoRelationshipList: '«{{path}}» üzrə sıralamaq olmaz: yol əlaqələr siyahısının içinə keçir.',

  // --- request bodies
  bodyNotObject:
    'Sorğunun gövdəsi sahə dəyərlərindən ibarət JSON obyekti olmalı və Content-Type: application/json ilə göndərilməlidir.',
  fieldsInvalid_one: 'Aşağıdakı sahə yanlışdır: {{paths}}',
  fieldsInvalid_other: 'Aşağıdakı sahələr yanlışdır: {{paths}}',
  preferenceBody: 'Gövdə tərcihi value daxilində saxlayan JSON obyekti olmalıdır: { "value": … }.',
  preferenceBodyExtra: 'Gövdədə yalnız value ola bilər; bunları silin: {{keys}}.',
  preferenceKeyInvalid: 'Tərcih açarı 1–{{max}} simvolluq mətndir; alınan: {{value}}.',
  seoBody: 'Gövdə JSON obyekti olmalıdır: { collection və ya global, id?, path, doc, locale? }.',
  seoPathMissing: 'path SEO qrupunu göstərməlidir, məsələn, "meta".',
  seoDocNotObject: 'doc obyekt olmalıdır: sənəd formada olduğu kimi.',
  formStateBody:
    'Gövdə JSON obyekti olmalıdır: { collection və ya global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState açarları sahə yolları olan { value } qeydlərindən ibarət obyekt olmalıdır.',
  formStateEntryNotObject: 'formState["{{path}}"] value daxil olan obyekt olmalıdır.',
  formStateInvalidPath: 'formState yanlış yol ehtiva edir: «{{path}}».',
  dataNotObject: 'data sahə dəyərlərindən ibarət obyekt olmalıdır (sənəd formada olduğu kimi).',
  dataMissing: 'Gövdədə data olmalıdır: sahə dəyərlərindən ibarət obyekt (və ya formState: { path: { value } }).',
  localeNotText: 'locale "en" kimi dil kodu olmalıdır.',
  operationInvalid: 'operation "create" və ya "update" olmalıdır; alınan: {{value}}.',
  schemaPathNotText: 'schemaPath "layout.2" kimi sahə yolu olmalıdır (sətir indeksləri daxil olmaqla).',
  schemaPathNoField:
    'schemaPath «{{schemaPath}}» «{{entity}}» daxilində sahə göstərmir: «{{at}}» daxilində «{{name}}» sahəsi yoxdur.',
  schemaPathNoSubFields:
    'schemaPath «{{schemaPath}}» «{{entity}}» daxilində sahə göstərmir: «{{name}}» heç bir sahə ehtiva etmir.',
  schemaPathRowIndex:
    'schemaPath «{{schemaPath}}» «{{entity}}» daxilində sahə göstərmir: «{{name}}» sətirlər siyahısıdır, ona görə də ondan sonra «{{index}}» deyil, sətir indeksi gəlməlidir.',
  collectionOrGlobal: 'collection və global arasından dəqiq birini göstərin (slug kimi).',
  collectionNotSlug: 'collection slug olmalıdır.',
  globalNotSlug: 'global slug olmalıdır.',
  globalOnlyUpdated: 'Qlobal element yalnız yenilənir: operation "update" göndərin.',
  globalHasNoID: 'Qlobal elementin ID-si yoxdur; id göndərməyin.',
  createHasNoID: 'id yalnız operation "update" üçündür; yeni sənədin ID-si olmur.',
  updateNeedsID: 'operation "update" üçün redaktə olunan sənədin ID-si lazımdır.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins ya false olmalıdır, ya da hər birləşmə sahəsi üçün seçimlər, məsələn joins[posts][limit]=5.',
  joinUnknown: 'joins «{{name}}» adını çəkir, lakin bu, bu kolleksiyanın birləşmə sahəsi deyil. Birləşmə sahələri: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] üçün «{{option}}» seçimi yoxdur; seçimlər bunlardır: limit, sort, where və count.',
};
