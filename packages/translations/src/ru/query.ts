import type { NamespaceStrings } from '../types.ts';

/** Russian: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Глубина вложенности строки запроса превышает допустимую ({{limit}}); более глубокий where отправьте в виде JSON (where={...}) или запросом POST с заголовком X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Список в строке запроса содержит больше элементов, чем допустимо ({{limit}}); более длинный список отправьте через запятую (in=1,2,3) или в виде JSON (where={...}).',
  tooManyParameters: 'В строке запроса больше параметров, чем допустимо ({{limit}}).',
  unreadable: 'Не удалось прочитать строку запроса: {{reason}}',
  whereNotJSON: 'where не является корректным JSON: {{reason}}',
  selectInvalid: 'select должен быть объектом, например select[title]=true, или списком полей через запятую.',
  notTrueOrFalse: 'Ожидалось true или false, получено {{value}}.',
  depthOutOfRange: 'Параметр depth должен быть целым числом от 0 до {{max}}; получено {{value}}.',
  countOutOfRange: 'Параметр {{name}} должен быть целым числом от {{min}} до {{max}}; получено {{value}}.',
  countTooSmall: 'Параметр {{name}} должен быть целым числом не меньше {{min}}; получено {{value}}.',
  tooManyUnpaged:
    'Этому запросу соответствует больше документов, чем возвращает одно чтение без пагинации ({{limit}}); используйте limit и page.',
  localeAllNotWritable: 'Запись с locale=all невозможна; отправляйте по одной языковой версии на запрос.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}}: ожидается объект с условиями для полей.',
  whereNotList: '{{at}}: ожидается список условий.',
  whereNotOperators: '{{at}}: ожидается объект, сопоставляющий операторам значения, например { "equals": "x" }.',
  unknownOperator: 'Неизвестный оператор «{{operator}}» для «{{path}}». Доступные операторы: {{operators}}.',
  operatorNotAllowed: 'Оператор «{{operator}}» нельзя применять к «{{path}}». Допустимые: {{allowed}}.',
  tooManyConditions: 'Число условий в запросе не может превышать {{limit}}.',
  pathInvalid: 'Недопустимый путь «{{path}}».',
  pathUnknownField: 'Недопустимый путь «{{path}}»: в {{owner}} нет поля «{{name}}».',
  pathNoSubFields: 'Недопустимый путь «{{path}}»: у «{{name}}» ({{type}}) нет вложенных полей.',
  pathPastEnd: 'Путь «{{path}}» продолжается после «{{name}}», хотя у этого поля нет вложенных полей.',
  pathAcrossRelationship: 'Путь «{{path}}» читает {{name}} через связь, а это не поддерживается; фильтруйте по полю.',
  pathTooManyHops: 'Путь «{{path}}» проходит через слишком много связей: допустимо не более {{limit}}.',
  pathNotReadable: 'По пути «{{path}}» нельзя выполнять запросы: у вас нет прав на его чтение.',

  // --- where: values
  valueNotSingle: 'Недопустимое значение для «{{path}}» {{operator}}: ожидалось одно значение, получен объект или список.',
  valueNotNumber: 'Недопустимое значение для «{{path}}» {{operator}}: «{{value}}» не является числом.',
  valueNotBoolean: 'Недопустимое значение для «{{path}}» {{operator}}: «{{value}}» не является ни true, ни false.',
  valueNotDate: 'Недопустимое значение для «{{path}}» {{operator}}: «{{value}}» не является датой.',
  valueNotID: 'Недопустимое значение для «{{path}}» {{operator}}: «{{value}}» не является допустимым ID.',
  valueNotTrueOrFalse: 'Недопустимое значение для «{{path}}» {{operator}}: ожидалось true или false.',
  valueNotList: 'Недопустимое значение для «{{path}}» {{operator}}: ожидался список значений.',
  valueNotText: 'Недопустимое значение для «{{path}}» {{operator}}: ожидался текст.',
  valueNull: 'Недопустимое значение для «{{path}}» {{operator}}: сравнение с null невозможно.',
  valueNotNear:
    'Недопустимое значение для «{{path}}» near: ожидается "longitude,latitude[,maxDistance[,minDistance]]", где долгота в пределах ±180, а широта в пределах ±90.',
  valueNegativeDistance:
    'Недопустимое значение для «{{path}}» near: расстояния указываются в метрах и не могут быть отрицательными.',
  valueNotPosition: 'Недопустимое значение для «{{path}}» {{operator}}: позиция записывается как [долгота, широта].',
  valuePositionOutOfRange:
    'Недопустимое значение для «{{path}}» {{operator}}: позиция записывается как [долгота, широта], где долгота в пределах ±180, а широта в пределах ±90.',
  valueNotGeometry: 'Недопустимое значение для «{{path}}» {{operator}}: ожидалась геометрия GeoJSON.',
  valuePolygonTooShort:
    'Недопустимое значение для «{{path}}» {{operator}}: для Polygon нужно внешнее кольцо хотя бы из 4 позиций.',
  valueGeometryType:
    'Недопустимое значение для «{{path}}» {{operator}}: тип GeoJSON должен быть Point или Polygon, получено {{value}}.',
  richTextComparesWithText:
    'Недопустимое значение для «{{path}}» {{operator}}: поле форматированного текста сравнивается с текстом, а не со списком или объектом.',
  numberNotExact:
    'Недопустимое значение для «{{path}}» {{operator}}: {{value}} выходит за ±{{limit}}, где числа перестают быть точными.',

  // --- sort
  sortTooMany: 'Сортировать можно не более чем по {{limit}} полям.',
  sortInvalid: 'Недопустимая сортировка {{value}}: укажите поле, а для сортировки по убыванию поставьте перед ним -.',
  sortNotComparable: 'Нельзя сортировать по «{{path}}»: это поле не содержит одного сравнимого значения.',
  sortIntoArray: 'Нельзя сортировать по «{{path}}»: путь ведёт внутрь массива.',
  sortIntoBlocks: 'Нельзя сортировать по «{{path}}»: путь ведёт внутрь блоков.',
  sortIntoRelationship: 'Нельзя сортировать по «{{path}}»: путь ведёт внутрь связи.',
  sortIntoRelationshipList: 'Нельзя сортировать по «{{path}}»: путь ведёт внутрь списка связей.',

  // --- request bodies
  bodyNotObject:
    'Тело запроса должно быть JSON-объектом со значениями полей, отправленным с заголовком Content-Type: application/json.',
  fieldsInvalid_one: 'Недопустимое поле: {{paths}}',
  fieldsInvalid_other: 'Недопустимые поля: {{paths}}',
  preferenceBody: 'Тело должно быть JSON-объектом с настройкой в value: { "value": … }.',
  preferenceBodyExtra: 'Тело может содержать только value; удалите {{keys}}.',
  preferenceKeyInvalid: 'Ключ настройки — это текст длиной от 1 до {{max}} символов; получено {{value}}.',
  seoBody: 'Тело должно быть JSON-объектом: { collection или global, id?, path, doc, locale? }.',
  seoPathMissing: 'path должен указывать группу SEO, например "meta".',
  seoDocNotObject: 'doc должен быть объектом: документом в том виде, в каком он находится в форме.',
  formStateBody:
    'Тело должно быть JSON-объектом: { collection или global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState должен быть объектом из записей { value }, ключами которого служат пути полей.',
  formStateEntryNotObject: 'formState["{{path}}"] должен быть объектом с value.',
  formStateInvalidPath: 'В formState недопустимый путь «{{path}}».',
  dataNotObject: 'data должен быть объектом со значениями полей (документом в том виде, в каком он находится в форме).',
  dataMissing: 'В теле нужен data: объект со значениями полей (или formState: { path: { value } }).',
  localeNotText: 'locale должен быть кодом языковой версии, например "en".',
  operationInvalid: 'operation должен быть "create" или "update"; получено {{value}}.',
  schemaPathNotText: 'schemaPath должен быть путём к полю, например "layout.2" (с индексами строк).',
  schemaPathNoField: 'schemaPath «{{schemaPath}}» не указывает на поле в «{{entity}}»: в «{{at}}» нет поля «{{name}}».',
  schemaPathNoSubFields: 'schemaPath «{{schemaPath}}» не указывает на поле в «{{entity}}»: «{{name}}» не содержит полей.',
  schemaPathRowIndex:
    'schemaPath «{{schemaPath}}» не указывает на поле в «{{entity}}»: «{{name}}» — это список строк, поэтому за ним должен следовать индекс строки, а не «{{index}}».',
  collectionOrGlobal: 'Укажите ровно одно из двух: collection или global (slug).',
  collectionNotSlug: 'В collection должен быть указан slug.',
  globalNotSlug: 'В global должен быть указан slug.',
  globalOnlyUpdated: 'Глобальный документ можно только обновлять: отправьте operation "update".',
  globalHasNoID: 'У глобального документа нет id; не передавайте id.',
  createHasNoID: 'id нужен только для operation "update"; у нового документа его нет.',
  updateNeedsID: 'Для operation "update" нужен id редактируемого документа.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins должен быть false или содержать параметры для каждого поля связи, например joins[posts][limit]=5.',
  joinUnknown: 'В joins указано «{{name}}», но это не поле связи этой коллекции. Поля связи: {{joins}}.',
  joinOptionUnknown: 'У joins[{{name}}] нет параметра «{{option}}»; допустимы limit, sort, where и count.',
};
