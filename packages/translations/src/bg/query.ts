import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Низът на заявката е вложен по-дълбоко от {{limit}} нива; изпратете по-дълбок where като JSON (where={...}) или като POST с X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Списък в низа на заявката съдържа повече от {{limit}} елемента; изпратете по-дълъг списък, разделен със запетаи (in=1,2,3), или като JSON (where={...}).',
  tooManyParameters: 'Низът на заявката съдържа повече от {{limit}} параметъра.',
  unreadable: 'Низът на заявката не можа да бъде прочетен: {{reason}}',
  whereNotJSON: 'where не е валиден JSON: {{reason}}',
  selectInvalid: 'select трябва да е обект, например select[title]=true, или списък от полета, разделени със запетаи.',
  notTrueOrFalse: 'Очаква се true или false, получено: {{value}}.',
  depthOutOfRange: 'depth трябва да е цяло число от 0 до {{max}}; получено: {{value}}.',
  countOutOfRange: '{{name}} трябва да е цяло число от {{min}} до {{max}}; получено: {{value}}.',
  countTooSmall: '{{name}} трябва да е цяло число, не по-малко от {{min}}; получено: {{value}}.',
  tooManyUnpaged:
    'Тази заявка съвпада с повече от {{limit}} документа – максимумът, който връща едно четене без странициране; използвайте limit и page.',
  localeAllNotWritable: 'С locale=all не може да се записва; изпращайте по една езикова версия на заявка.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} трябва да е обект с условия за полета.',
  whereNotList: '{{at}} трябва да е списък от условия.',
  whereNotOperators: '{{at}} трябва да съпоставя оператори със стойности, например { "equals": "x" }.',
  unknownOperator: 'Непознат оператор „{{operator}}“ за „{{path}}“. Оператори: {{operators}}.',
  operatorNotAllowed: 'Операторът „{{operator}}“ не може да се използва за „{{path}}“. Разрешени: {{allowed}}.',
  tooManyConditions: 'Една заявка може да съдържа най-много {{limit}} условия.',
  pathInvalid: 'Пътят „{{path}}“ не е валиден.',
  pathUnknownField: 'Пътят „{{path}}“ не е валиден: „{{name}}“ не е поле на {{owner}}.',
  pathNoSubFields: 'Пътят „{{path}}“ не е валиден: „{{name}}“ ({{type}}) няма подполета.',
  pathPastEnd: 'Пътят „{{path}}“ продължава след „{{name}}“, въпреки че това поле няма подполета.',
  pathAcrossRelationship: 'Пътят „{{path}}“ чете {{name}} през връзка, което не се поддържа; вместо това филтрирайте по поле.',
  pathTooManyHops: 'Пътят „{{path}}“ преминава през повече от {{limit}} връзки.',
  pathNotReadable: 'По пътя „{{path}}“ не може да се прави заявка: нямате право да го четете.',

  // --- where: values
  valueNotSingle: 'Невалидна стойност за „{{path}}“ {{operator}}: очаква се една стойност, а е получен обект или списък.',
  valueNotNumber: 'Невалидна стойност за „{{path}}“ {{operator}}: „{{value}}“ не е число.',
  valueNotBoolean: 'Невалидна стойност за „{{path}}“ {{operator}}: „{{value}}“ не е нито true, нито false.',
  valueNotDate: 'Невалидна стойност за „{{path}}“ {{operator}}: „{{value}}“ не е дата.',
  valueNotID: 'Невалидна стойност за „{{path}}“ {{operator}}: „{{value}}“ не е валиден ID.',
  valueNotTrueOrFalse: 'Невалидна стойност за „{{path}}“ {{operator}}: очаква се true или false.',
  valueNotList: 'Невалидна стойност за „{{path}}“ {{operator}}: очаква се списък от стойности.',
  valueNotText: 'Невалидна стойност за „{{path}}“ {{operator}}: очаква се текст.',
  valueNull: 'Невалидна стойност за „{{path}}“ {{operator}}: не може да се сравнява с null.',
  valueNotNear:
    'Невалидна стойност за „{{path}}“ near: очаква се "longitude,latitude[,maxDistance[,minDistance]]" с географска дължина в рамките на ±180 и ширина в рамките на ±90.',
  valueNegativeDistance: 'Невалидна стойност за „{{path}}“ near: разстоянията са в метри и не могат да бъдат отрицателни.',
  valueNotPosition: 'Невалидна стойност за „{{path}}“ {{operator}}: позицията има вида [longitude, latitude].',
  valuePositionOutOfRange:
    'Невалидна стойност за „{{path}}“ {{operator}}: позицията има вида [longitude, latitude] с географска дължина в рамките на ±180 и ширина в рамките на ±90.',
  valueNotGeometry: 'Невалидна стойност за „{{path}}“ {{operator}}: очаква се геометрия GeoJSON.',
  valuePolygonTooShort: 'Невалидна стойност за „{{path}}“ {{operator}}: Polygon изисква външен пръстен от поне 4 позиции.',
  valueGeometryType:
    'Невалидна стойност за „{{path}}“ {{operator}}: типът GeoJSON трябва да е Point или Polygon, получено: {{value}}.',
  richTextComparesWithText:
    'Невалидна стойност за „{{path}}“ {{operator}}: поле с форматиран текст се сравнява с текст, не със списък или обект.',
  numberNotExact: 'Невалидна стойност за „{{path}}“ {{operator}}: {{value}} е извън ±{{limit}}, отвъд което числата не са точни.',

  // --- sort
  sortTooMany: 'Сортирайте по най-много {{limit}} полета.',
  sortInvalid: 'Невалидно сортиране {{value}}: посочете поле, с - отпред за низходящ ред.',
  sortNotComparable: 'Не може да се сортира по „{{path}}“: пътят не съдържа една сравнима стойност.',
  sortIntoArray: 'Не може да се сортира по „{{path}}“: пътят навлиза в масив.',
  sortIntoBlocks: 'Не може да се сортира по „{{path}}“: пътят навлиза в блокове.',
  sortIntoRelationship: 'Не може да се сортира по „{{path}}“: пътят навлиза във връзка.',
  sortIntoRelationshipList: 'Не може да се сортира по „{{path}}“: пътят навлиза в списък от връзки.',

  // --- request bodies
  bodyNotObject: 'Тялото на заявката трябва да е JSON обект със стойности на полета, изпратен с Content-Type: application/json.',
  fieldsInvalid_one: 'Следното поле не е валидно: {{paths}}',
  fieldsInvalid_other: 'Следните полета не са валидни: {{paths}}',
  preferenceBody: 'Тялото трябва да е JSON обект с настройката във value: { "value": … }.',
  preferenceBodyExtra: 'Тялото може да съдържа само value; премахнете {{keys}}.',
  preferenceKeyInvalid: 'Ключът на настройка е текст от 1 до {{max}} знака; получено: {{value}}.',
  seoBody: 'Тялото трябва да е JSON обект: { collection или global, id?, path, doc, locale? }.',
  seoPathMissing: 'path трябва да посочва SEO групата, например "meta".',
  seoDocNotObject: 'doc трябва да е обект: документът така, както е във формуляра.',
  formStateBody:
    'Тялото трябва да е JSON обект: { collection или global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState трябва да е обект от записи { value } с пътищата на полетата като ключове.',
  formStateEntryNotObject: 'formState["{{path}}"] трябва да е обект със стойност value.',
  formStateInvalidPath: 'formState съдържа невалиден път „{{path}}“.',
  dataNotObject: 'data трябва да е обект със стойности на полета (документът така, както е във формуляра).',
  dataMissing: 'В тялото липсва data: обект със стойности на полета (или formState: { path: { value } }).',
  localeNotText: 'locale трябва да е езиков код, например "en".',
  operationInvalid: 'operation трябва да е "create" или "update"; получено: {{value}}.',
  schemaPathNotText: 'schemaPath трябва да е път до поле, например "layout.2" (включително индексите на редовете).',
  schemaPathNoField: 'schemaPath „{{schemaPath}}“ не посочва поле на „{{entity}}“: в „{{at}}“ няма поле „{{name}}“.',
  schemaPathNoSubFields: 'schemaPath „{{schemaPath}}“ не посочва поле на „{{entity}}“: „{{name}}“ не съдържа полета.',
  schemaPathRowIndex:
    'schemaPath „{{schemaPath}}“ не посочва поле на „{{entity}}“: „{{name}}“ е списък от редове, затова след него трябва да следва индекс на ред, а не „{{index}}“.',
  collectionOrGlobal: 'Посочете точно едно от двете: collection или global (slug).',
  collectionNotSlug: 'collection трябва да е slug.',
  globalNotSlug: 'global трябва да е slug.',
  globalOnlyUpdated: 'Глобалният документ само се обновява: изпратете operation "update".',
  globalHasNoID: 'Глобалният документ няма ID; пропуснете id.',
  createHasNoID: 'id се използва само с operation "update"; новият документ още няма такъв.',
  updateNeedsID: 'operation "update" изисква ID на документа, който се редактира.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins трябва да е false или да съдържа опции за всяко поле за свързване, например joins[posts][limit]=5.',
  joinUnknown: 'joins посочва „{{name}}“, което не е поле за свързване в тази колекция. Полета за свързване: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] няма опция „{{option}}“; опциите са limit, sort, where и count.',
};
