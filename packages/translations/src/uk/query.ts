import type { NamespaceStrings } from '../types.ts';

/** Ukrainian: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Глибина вкладеності рядка запиту перевищує допустиму ({{limit}}); глибший where надішліть як JSON (where={...}) або запитом POST із заголовком X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Список у рядку запиту містить більше елементів, ніж допустимо ({{limit}}); довший список надішліть через кому (in=1,2,3) або як JSON (where={...}).',
  tooManyParameters: 'У рядку запиту більше параметрів, ніж допустимо ({{limit}}).',
  unreadable: 'Не вдалося прочитати рядок запиту: {{reason}}',
  whereNotJSON: 'where не є коректним JSON: {{reason}}',
  selectInvalid: 'select має бути об’єктом, наприклад select[title]=true, або списком полів через кому.',
  notTrueOrFalse: 'Очікувалося true або false, отримано {{value}}.',
  depthOutOfRange: 'Параметр depth має бути цілим числом від 0 до {{max}}; отримано {{value}}.',
  countOutOfRange: 'Параметр {{name}} має бути цілим числом від {{min}} до {{max}}; отримано {{value}}.',
  countTooSmall: 'Параметр {{name}} має бути цілим числом, не меншим за {{min}}; отримано {{value}}.',
  tooManyUnpaged:
    'Цьому запиту відповідає більше документів, ніж повертає одне читання без пагінації ({{limit}}); використовуйте limit і page.',
  localeAllNotWritable: 'Записувати з locale=all не можна; надсилайте по одній мовній версії на запит.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}}: очікується об’єкт з умовами для полів.',
  whereNotList: '{{at}}: очікується список умов.',
  whereNotOperators: '{{at}}: очікується об’єкт, що зіставляє операторам значення, наприклад { "equals": "x" }.',
  unknownOperator: 'Невідомий оператор «{{operator}}» для «{{path}}». Доступні оператори: {{operators}}.',
  operatorNotAllowed: 'Оператор «{{operator}}» не можна застосовувати до «{{path}}». Дозволені: {{allowed}}.',
  tooManyConditions: 'Кількість умов у запиті не може перевищувати {{limit}}.',
  pathInvalid: 'Недійсний шлях «{{path}}».',
  pathUnknownField: 'Недійсний шлях «{{path}}»: у {{owner}} немає поля «{{name}}».',
  pathNoSubFields: 'Недійсний шлях «{{path}}»: «{{name}}» ({{type}}) не має вкладених полів.',
  pathPastEnd: 'Шлях «{{path}}» продовжується після «{{name}}», хоча це поле не має вкладених полів.',
  pathAcrossRelationship: 'Шлях «{{path}}» читає {{name}} через зв’язок, а це не підтримується; фільтруйте за полем.',
  pathTooManyHops: 'Шлях «{{path}}» проходить через забагато зв’язків: допустимо не більше {{limit}}.',
  pathNotReadable: 'За шляхом «{{path}}» не можна виконувати запити: у вас немає прав на його читання.',

  // --- where: values
  valueNotSingle: 'Недійсне значення для «{{path}}» {{operator}}: очікувалося одне значення, отримано об’єкт або список.',
  valueNotNumber: 'Недійсне значення для «{{path}}» {{operator}}: «{{value}}» не є числом.',
  valueNotBoolean: 'Недійсне значення для «{{path}}» {{operator}}: «{{value}}» не є ні true, ні false.',
  valueNotDate: 'Недійсне значення для «{{path}}» {{operator}}: «{{value}}» не є датою.',
  valueNotID: 'Недійсне значення для «{{path}}» {{operator}}: «{{value}}» не є дійсним ID.',
  valueNotTrueOrFalse: 'Недійсне значення для «{{path}}» {{operator}}: очікувалося true або false.',
  valueNotList: 'Недійсне значення для «{{path}}» {{operator}}: очікувався список значень.',
  valueNotText: 'Недійсне значення для «{{path}}» {{operator}}: очікувався текст.',
  valueNull: 'Недійсне значення для «{{path}}» {{operator}}: порівняння з null неможливе.',
  valueNotNear:
    'Недійсне значення для «{{path}}» near: очікується "longitude,latitude[,maxDistance[,minDistance]]", де довгота в межах ±180, а широта в межах ±90.',
  valueNegativeDistance: 'Недійсне значення для «{{path}}» near: відстані вказуються в метрах і не можуть бути від’ємними.',
  valueNotPosition: 'Недійсне значення для «{{path}}» {{operator}}: позиція записується як [довгота, широта].',
  valuePositionOutOfRange:
    'Недійсне значення для «{{path}}» {{operator}}: позиція записується як [довгота, широта], де довгота в межах ±180, а широта в межах ±90.',
  valueNotGeometry: 'Недійсне значення для «{{path}}» {{operator}}: очікувалася геометрія GeoJSON.',
  valuePolygonTooShort:
    'Недійсне значення для «{{path}}» {{operator}}: для Polygon потрібне зовнішнє кільце щонайменше з 4 позицій.',
  valueGeometryType: 'Недійсне значення для «{{path}}» {{operator}}: тип GeoJSON має бути Point або Polygon, отримано {{value}}.',
  richTextComparesWithText:
    'Неприпустиме значення для «{{path}}» {{operator}}: поле форматованого тексту порівнюється з текстом, а не зі списком чи об’єктом.',
  numberNotExact:
    'Неприпустиме значення для «{{path}}» {{operator}}: {{value}} виходить за ±{{limit}}, де числа перестають бути точними.',

  // --- sort
  sortTooMany: 'Сортувати можна щонайбільше за {{limit}} полями.',
  sortInvalid: 'Недійсне сортування {{value}}: вкажіть поле, а для сортування за спаданням поставте перед ним -.',
  sortNotComparable: 'Не можна сортувати за «{{path}}»: це поле не містить одного порівнюваного значення.',
  sortIntoArray: 'Не можна сортувати за «{{path}}»: шлях веде всередину масиву.',
  sortIntoBlocks: 'Не можна сортувати за «{{path}}»: шлях веде всередину блоків.',
  sortIntoRelationship: 'Не можна сортувати за «{{path}}»: шлях веде всередину зв’язку.',
  sortIntoRelationshipList: 'Не можна сортувати за «{{path}}»: шлях веде всередину списку зв’язків.',

  // --- request bodies
  bodyNotObject:
    'Тіло запиту має бути JSON-об’єктом зі значеннями полів, надісланим із заголовком Content-Type: application/json.',
  fieldsInvalid_one: 'Недійсне поле: {{paths}}',
  fieldsInvalid_other: 'Недійсні поля: {{paths}}',
  preferenceBody: 'Тіло має бути JSON-об’єктом із налаштуванням у value: { "value": … }.',
  preferenceBodyExtra: 'Тіло може містити лише value; видаліть {{keys}}.',
  preferenceKeyInvalid: 'Ключ налаштування — це текст завдовжки від 1 до {{max}} символів; отримано {{value}}.',
  seoBody: 'Тіло має бути JSON-об’єктом: { collection або global, id?, path, doc, locale? }.',
  seoPathMissing: 'path має вказувати групу SEO, наприклад "meta".',
  seoDocNotObject: 'doc має бути об’єктом: документом у тому вигляді, у якому він є у формі.',
  formStateBody:
    'Тіло має бути JSON-об’єктом: { collection або global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState має бути об’єктом із записів { value }, ключами якого є шляхи полів.',
  formStateEntryNotObject: 'formState["{{path}}"] має бути об’єктом із value.',
  formStateInvalidPath: 'У formState недійсний шлях «{{path}}».',
  dataNotObject: 'data має бути об’єктом зі значеннями полів (документом у тому вигляді, у якому він є у формі).',
  dataMissing: 'У тілі потрібен data: об’єкт зі значеннями полів (або formState: { path: { value } }).',
  localeNotText: 'locale має бути кодом мовної версії, наприклад "en".',
  operationInvalid: 'operation має бути "create" або "update"; отримано {{value}}.',
  schemaPathNotText: 'schemaPath має бути шляхом до поля, наприклад "layout.2" (з індексами рядків).',
  schemaPathNoField: 'schemaPath «{{schemaPath}}» не вказує на поле в «{{entity}}»: у «{{at}}» немає поля «{{name}}».',
  schemaPathNoSubFields: 'schemaPath «{{schemaPath}}» не вказує на поле в «{{entity}}»: «{{name}}» не містить полів.',
  schemaPathRowIndex:
    'schemaPath «{{schemaPath}}» не вказує на поле в «{{entity}}»: «{{name}}» — це список рядків, тому після нього має йти індекс рядка, а не «{{index}}».',
  collectionOrGlobal: 'Вкажіть рівно одне з двох: collection або global (slug).',
  collectionNotSlug: 'У collection має бути вказано slug.',
  globalNotSlug: 'У global має бути вказано slug.',
  globalOnlyUpdated: 'Глобальний документ можна лише оновлювати: надішліть operation "update".',
  globalHasNoID: 'Глобальний документ не має id; не передавайте id.',
  createHasNoID: 'id потрібен лише для operation "update"; новий документ його не має.',
  updateNeedsID: 'Для operation "update" потрібен id документа, що редагується.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins має бути false або містити параметри для кожного поля зв’язку, наприклад joins[posts][limit]=5.',
  joinUnknown: 'У joins зазначено «{{name}}», але це не поле зв’язку цієї колекції. Поля зв’язку: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] не має параметра «{{option}}»; доступні limit, sort, where і count.',
};
