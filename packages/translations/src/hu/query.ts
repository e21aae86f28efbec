import type { NamespaceStrings } from '../types.ts';

/** Hungarian: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'A lekérdezési karakterlánc {{limit}} szintnél mélyebben van egymásba ágyazva; a mélyebb where feltételt küldje JSON-ként (where={...}) vagy POST kérésként, X-HTTP-Method-Override: GET fejléccel.',
  tooManyItems:
    'A lekérdezési karakterlánc egyik listája {{limit}} elemnél többet tartalmaz; a hosszabb listát küldje vesszővel elválasztva (in=1,2,3) vagy JSON-ként (where={...}).',
  tooManyParameters: 'A lekérdezési karakterláncban {{limit}} paraméternél több van.',
  unreadable: 'A lekérdezési karakterlánc nem olvasható be: {{reason}}',
  whereNotJSON: 'A where nem érvényes JSON: {{reason}}',
  selectInvalid: 'A select legyen objektum, például select[title]=true, vagy mezők vesszővel elválasztott listája.',
  notTrueOrFalse: 'A várt érték true vagy false, a kapott érték: {{value}}.',
  depthOutOfRange: 'A depth értékének 0 és {{max}} közötti egész számnak kell lennie; a kapott érték: {{value}}.',
  countOutOfRange:
    'A(z) {{name}} paraméter értékének {{min}} és {{max}} közötti egész számnak kell lennie; a kapott érték: {{value}}.',
  countTooSmall:
    'A(z) {{name}} paraméter értékének legalább {{min}} nagyságú egész számnak kell lennie; a kapott érték: {{value}}.',
  tooManyUnpaged:
    'Ennek a lekérdezésnek {{limit}} dokumentumnál több felel meg, pedig egy lapozás nélküli olvasás legfeljebb ennyit ad vissza; használja a limit és a page paramétert.',
  localeAllNotWritable: 'A locale=all írásra nem használható; kérésenként egy nyelvi változatot küldjön.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}}: mezőfeltételekből álló objektumnak kell lennie.',
  whereNotList: '{{at}}: feltételek listájának kell lennie.',
  whereNotOperators: '{{at}}: operátorokhoz kell értékeket rendelnie, például { "equals": "x" }.',
  unknownOperator: 'Ismeretlen operátor („{{operator}}”) itt: „{{path}}”. Operátorok: {{operators}}.',
  operatorNotAllowed: 'A(z) „{{operator}}” operátor nem használható itt: „{{path}}”. Engedélyezett: {{allowed}}.',
  tooManyConditions: 'Egy lekérdezés legfeljebb {{limit}} feltételt tartalmazhat.',
  pathInvalid: 'A(z) „{{path}}” útvonal érvénytelen.',
  pathUnknownField: 'A(z) „{{path}}” útvonal érvénytelen: „{{name}}” nem mezője ennek: {{owner}}.',
  pathNoSubFields: 'A(z) „{{path}}” útvonal érvénytelen: „{{name}}” ({{type}}) nem tartalmaz almezőket.',
  pathPastEnd: 'A(z) „{{path}}” útvonal túlmegy a(z) „{{name}}” mezőn, amelynek nincsenek almezői.',
  pathAcrossRelationship:
    'A(z) „{{path}}” útvonal kapcsolaton keresztül olvassa ezt: {{name}}; ez nem támogatott, szűrjön inkább egy mezőre.',
  pathTooManyHops: 'A(z) „{{path}}” útvonal {{limit}} kapcsolatnál többön halad át.',
  pathNotReadable: 'A(z) „{{path}}” útvonalra nem lehet lekérdezni: nincs joga olvasni.',

  // --- where: values
  valueNotSingle: 'Érvénytelen érték („{{path}}” {{operator}}): egyetlen érték kell, nem objektum vagy lista.',
  valueNotNumber: 'Érvénytelen érték („{{path}}” {{operator}}): „{{value}}” nem szám.',
  valueNotBoolean: 'Érvénytelen érték („{{path}}” {{operator}}): „{{value}}” se nem true, se nem false.',
  valueNotDate: 'Érvénytelen érték („{{path}}” {{operator}}): „{{value}}” nem dátum.',
  valueNotID: 'Érvénytelen érték („{{path}}” {{operator}}): „{{value}}” nem érvényes azonosító.',
  valueNotTrueOrFalse: 'Érvénytelen érték („{{path}}” {{operator}}): true vagy false értéket vár.',
  valueNotList: 'Érvénytelen érték („{{path}}” {{operator}}): értékek listáját várja.',
  valueNotText: 'Érvénytelen érték („{{path}}” {{operator}}): szöveget vár.',
  valueNull: 'Érvénytelen érték („{{path}}” {{operator}}): null értékkel nem lehet összehasonlítani.',
  valueNotNear:
    'Érvénytelen érték („{{path}}” near): a várt alak "longitude,latitude[,maxDistance[,minDistance]]", ahol a hosszúság ±180, a szélesség ±90 tartományba esik.',
  valueNegativeDistance: 'Érvénytelen érték („{{path}}” near): a távolságok méterben értendők, és nem lehetnek negatívak.',
  valueNotPosition: 'Érvénytelen érték („{{path}}” {{operator}}): egy pozíció alakja [longitude, latitude].',
  valuePositionOutOfRange:
    'Érvénytelen érték („{{path}}” {{operator}}): egy pozíció alakja [longitude, latitude], ahol a hosszúság ±180, a szélesség ±90 tartományba esik.',
  valueNotGeometry: 'Érvénytelen érték („{{path}}” {{operator}}): GeoJSON geometriát vár.',
  valuePolygonTooShort:
    'Érvénytelen érték („{{path}}” {{operator}}): egy Polygon külső gyűrűjének legalább 4 pozícióból kell állnia.',
  valueGeometryType:
    'Érvénytelen érték („{{path}}” {{operator}}): a GeoJSON típus csak Point vagy Polygon lehet, a kapott érték: {{value}}.',
  richTextComparesWithText:
    'Érvénytelen érték ehhez: „{{path}}” {{operator}}: a formázott szöveges mező szöveggel hasonlítható össze, nem listával vagy objektummal.',
  numberNotExact:
    'Érvénytelen érték ehhez: „{{path}}” {{operator}}: {{value}} túllépi a ±{{limit}} határt, amelyen túl a számok nem pontosak.',

  // --- sort
  sortTooMany: 'Legfeljebb {{limit}} mező szerint rendezzen.',
  sortInvalid: 'Érvénytelen rendezés: {{value}}. Adjon meg egy mezőt, csökkenő sorrendhez - jellel az elején.',
  sortNotComparable: 'A(z) „{{path}}” szerint nem lehet rendezni: nem egyetlen, összehasonlítható értéket tartalmaz.',
  sortIntoArray: 'A(z) „{{path}}” szerint nem lehet rendezni: az útvonal tömbbe vezet.',
  sortIntoBlocks: 'A(z) „{{path}}” szerint nem lehet rendezni: az útvonal blokkokba vezet.',
  sortIntoRelationship: 'A(z) „{{path}}” szerint nem lehet rendezni: az útvonal kapcsolatba vezet.',
  sortIntoRelationshipList: 'A(z) „{{path}}” szerint nem lehet rendezni: az útvonal kapcsolatok listájába vezet.',

  // --- request bodies
  bodyNotObject:
    'A kérés törzsének mezőértékeket tartalmazó JSON-objektumnak kell lennie, Content-Type: application/json fejléccel küldve.',
  fieldsInvalid_one: 'A következő mező érvénytelen: {{paths}}',
  fieldsInvalid_other: 'A következő mezők érvénytelenek: {{paths}}',
  preferenceBody: 'A törzsnek JSON-objektumnak kell lennie, a beállítással a value kulcsban: { "value": … }.',
  preferenceBodyExtra: 'A törzs csak value kulcsot tartalmazhat; távolítsa el ezeket: {{keys}}.',
  preferenceKeyInvalid: 'A beállításkulcs 1–{{max}} karakter hosszú szöveg; a kapott érték: {{value}}.',
  seoBody: 'A törzsnek JSON-objektumnak kell lennie: { collection vagy global, id?, path, doc, locale? }.',
  seoPathMissing: 'A path adja meg a SEO-csoportot, például "meta".',
  seoDocNotObject: 'A doc legyen objektum: a dokumentum úgy, ahogy az űrlapon szerepel.',
  formStateBody:
    'A törzsnek JSON-objektumnak kell lennie: { collection vagy global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'A formState legyen { value } bejegyzésekből álló objektum, mezőútvonalak szerinti kulcsokkal.',
  formStateEntryNotObject: 'A formState["{{path}}"] legyen value kulcsot tartalmazó objektum.',
  formStateInvalidPath: 'A formState érvénytelen útvonalat tartalmaz: „{{path}}”.',
  dataNotObject: 'A data legyen mezőértékeket tartalmazó objektum (a dokumentum úgy, ahogy az űrlapon szerepel).',
  dataMissing: 'A törzsből hiányzik a data: mezőértékeket tartalmazó objektum (vagy formState: { path: { value } }).',
  localeNotText: 'A locale legyen nyelvkód, például "en".',
  operationInvalid: 'Az operation értéke "create" vagy "update" lehet; a kapott érték: {{value}}.',
  schemaPathNotText: 'A schemaPath legyen mezőútvonal, például "layout.2" (a sorindexekkel együtt).',
  schemaPathNoField:
    'A schemaPath („{{schemaPath}}”) nem jelöl mezőt ebben: „{{entity}}”; itt: „{{at}}” nincs „{{name}}” nevű mező.',
  schemaPathNoSubFields: 'A schemaPath („{{schemaPath}}”) nem jelöl mezőt ebben: „{{entity}}”; „{{name}}” nem tartalmaz mezőket.',
  schemaPathRowIndex:
    'A schemaPath („{{schemaPath}}”) nem jelöl mezőt ebben: „{{entity}}”; „{{name}}” sorok listája, ezért sorindexnek kell követnie, nem ennek: „{{index}}”.',
  collectionOrGlobal: 'Pontosan egyet adjon meg a collection és a global közül (slugként).',
  collectionNotSlug: 'A collection értéke csak slug lehet.',
  globalNotSlug: 'A global értéke csak slug lehet.',
  globalOnlyUpdated: 'Globális elemet csak frissíteni lehet: küldje az operation "update" értéket.',
  globalHasNoID: 'A globális elemnek nincs azonosítója; hagyja el az id mezőt.',
  createHasNoID: 'Az id csak operation "update" esetén használható; az új dokumentumnak még nincs azonosítója.',
  updateNeedsID: 'Az operation "update" esetén meg kell adni a szerkesztett dokumentum azonosítóját.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'A joins értéke false legyen, vagy kapcsolómezőnkénti beállítások, például joins[posts][limit]=5.',
  joinUnknown: 'A joins a(z) „{{name}}” nevet adja meg, ami nem kapcsolómezője ennek a gyűjteménynek. Kapcsolómezők: {{joins}}.',
  joinOptionUnknown: 'A joins[{{name}}] nem ismeri a(z) „{{option}}” beállítást; a lehetőségek: limit, sort, where és count.',
};
