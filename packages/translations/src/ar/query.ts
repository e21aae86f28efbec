import type { NamespaceStrings } from '../types.ts';

/** Arabic: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'يتجاوز عمق التداخل في سلسلة الاستعلام الحد المسموح به ({{limit}})؛ أرسل شرط where الأعمق بصيغة JSON (where={...}) أو في طلب POST مع X-HTTP-Method-Override: GET.',
  tooManyItems:
    'تحتوي قائمة في سلسلة الاستعلام على عناصر أكثر من الحد المسموح به ({{limit}})؛ أرسل القائمة الأطول مفصولة بفواصل (in=1,2,3) أو بصيغة JSON (where={...}).',
  tooManyParameters: 'عدد المعاملات في سلسلة الاستعلام يتجاوز الحد المسموح به ({{limit}}).',
  unreadable: 'تعذّرت قراءة سلسلة الاستعلام: {{reason}}',
  whereNotJSON: 'قيمة where ليست JSON صالحًا: {{reason}}',
  selectInvalid: 'يجب أن تكون select كائنًا مثل select[title]=true، أو قائمة حقول مفصولة بفواصل.',
  notTrueOrFalse: 'كان المتوقع true أو false، لكن وصلت القيمة {{value}}.',
  depthOutOfRange: 'يجب أن تكون depth عددًا صحيحًا من 0 إلى {{max}}؛ القيمة المرسلة: {{value}}.',
  countOutOfRange: 'يجب أن تكون {{name}} عددًا صحيحًا من {{min}} إلى {{max}}؛ القيمة المرسلة: {{value}}.',
  countTooSmall: 'يجب أن تكون {{name}} عددًا صحيحًا لا يقل عن {{min}}؛ القيمة المرسلة: {{value}}.',
  tooManyUnpaged:
    'يطابق هذا الاستعلام مستندات أكثر من {{limit}}، وهو أقصى ما تُرجعه قراءة واحدة دون تقسيم إلى صفحات؛ استخدم limit و page.',
  localeAllNotWritable: 'لا يمكن الكتابة باستخدام locale=all؛ أرسل لغة محتوى واحدة في كل طلب.',

  // --- where: its shape, paths and operators
  whereNotObject: 'يجب أن يكون {{at}} كائنًا من شروط الحقول.',
  whereNotList: 'يجب أن يكون {{at}} قائمة شروط.',
  whereNotOperators: 'يجب أن يربط {{at}} عوامل المقارنة بقيمها، مثل { "equals": "x" }.',
  unknownOperator: 'عامل المقارنة "{{operator}}" غير معروف في "{{path}}". العوامل المتاحة: {{operators}}.',
  operatorNotAllowed: 'لا يمكن استخدام عامل المقارنة "{{operator}}" مع "{{path}}". المسموح: {{allowed}}.',
  tooManyConditions: 'لا يجوز أن يتجاوز عدد الشروط في الاستعلام الواحد {{limit}}.',
  pathInvalid: 'المسار "{{path}}" غير صالح.',
  pathUnknownField: 'المسار "{{path}}" غير صالح: "{{name}}" ليس حقلًا في {{owner}}.',
  pathNoSubFields: 'المسار "{{path}}" غير صالح: "{{name}}" ({{type}}) ليست له حقول فرعية.',
  pathPastEnd: 'يستمر المسار "{{path}}" بعد "{{name}}"، مع أنه ليست له حقول فرعية.',
  pathAcrossRelationship: 'يقرأ المسار "{{path}}" {{name}} عبر علاقة، وهذا غير مدعوم؛ صفِّ النتائج حسب حقل بدلًا من ذلك.',
  pathTooManyHops: 'يعبر المسار "{{path}}" علاقات أكثر من الحد المسموح به ({{limit}}).',
  pathNotReadable: 'لا يمكن الاستعلام عن المسار "{{path}}": ليس لديك إذن بقراءته.',

  // --- where: values
  valueNotSingle: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: المتوقع قيمة واحدة، لكن وصل كائن أو قائمة.',
  valueNotNumber: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: "{{value}}" ليست رقمًا.',
  valueNotBoolean: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: "{{value}}" ليست true ولا false.',
  valueNotDate: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: "{{value}}" ليست تاريخًا.',
  valueNotID: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: "{{value}}" ليست معرّفًا صالحًا.',
  valueNotTrueOrFalse: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: المتوقع true أو false.',
  valueNotList: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: المتوقع قائمة قيم.',
  valueNotText: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: المتوقع نص.',
  valueNull: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: لا يمكن المقارنة مع null.',
  valueNotNear:
    'قيمة غير صالحة لـ "{{path}}" near: المتوقع "longitude,latitude[,maxDistance[,minDistance]]"، على أن يكون خط الطول ضمن ±180 وخط العرض ضمن ±90.',
  valueNegativeDistance: 'قيمة غير صالحة لـ "{{path}}" near: المسافات بالأمتار ولا يمكن أن تكون سالبة.',
  valueNotPosition: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: يُكتب الموضع بالشكل [longitude, latitude].',
  valuePositionOutOfRange:
    'قيمة غير صالحة لـ "{{path}}" {{operator}}: يُكتب الموضع بالشكل [longitude, latitude]، على أن يكون خط الطول ضمن ±180 وخط العرض ضمن ±90.',
  valueNotGeometry: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: المتوقع شكل هندسي بصيغة GeoJSON.',
  valuePolygonTooShort: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: يحتاج Polygon إلى حلقة خارجية من 4 مواضع على الأقل.',
  valueGeometryType:
    'قيمة غير صالحة لـ "{{path}}" {{operator}}: يجب أن يكون نوع GeoJSON هو Point أو Polygon، لكن وصلت القيمة {{value}}.',
  richTextComparesWithText: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: يُقارَن حقل النص المنسّق بنص، لا بقائمة أو كائن.',
  numberNotExact: 'قيمة غير صالحة لـ "{{path}}" {{operator}}: ‏{{value}} يتجاوز ±{{limit}}، وبعده لا تبقى الأرقام دقيقة.',

  // --- sort
  sortTooMany: 'يجب ألا يتجاوز عدد حقول الفرز {{limit}}.',
  sortInvalid: 'فرز غير صالح {{value}}: اذكر اسم حقل، وضع - قبله للترتيب التنازلي.',
  sortNotComparable: 'لا يمكن الفرز حسب "{{path}}": لا يحتوي على قيمة واحدة قابلة للمقارنة.',
  sortIntoArray: 'لا يمكن الفرز حسب "{{path}}": يدخل المسار إلى مصفوفة.',
  sortIntoBlocks: 'لا يمكن الفرز حسب "{{path}}": يدخل المسار إلى كتل.',
  sortIntoRelationship: 'لا يمكن الفرز حسب "{{path}}": يدخل المسار إلى علاقة.',
  sortIntoRelationshipList: 'لا يمكن الفرز حسب "{{path}}": يدخل المسار إلى قائمة علاقات.',

  // --- request bodies
  bodyNotObject: 'يجب أن يكون محتوى الطلب كائن JSON من قيم الحقول، مرسلًا مع Content-Type: application/json.',
  fieldsInvalid_zero: 'الحقول التالية غير صالحة: {{paths}}',
  fieldsInvalid_one: 'الحقل التالي غير صالح: {{paths}}',
  fieldsInvalid_two: 'الحقلان التاليان غير صالحين: {{paths}}',
  fieldsInvalid_few: 'الحقول التالية غير صالحة: {{paths}}',
  fieldsInvalid_many: 'الحقول التالية غير صالحة: {{paths}}',
  fieldsInvalid_other: 'الحقول التالية غير صالحة: {{paths}}',
  preferenceBody: 'يجب أن يكون المحتوى كائن JSON يحمل التفضيل في value: { "value": … }.',
  preferenceBodyExtra: 'لا يجوز أن يحتوي المحتوى إلا على value؛ احذف {{keys}}.',
  preferenceKeyInvalid: 'مفتاح التفضيل نص طوله من 1 إلى {{max}} حرف؛ القيمة المرسلة: {{value}}.',
  seoBody: 'يجب أن يكون المحتوى كائن JSON: { collection أو global, id?, path, doc, locale? }.',
  seoPathMissing: 'يجب أن يحدد path مجموعة SEO، مثل "meta".',
  seoDocNotObject: 'يجب أن يكون doc كائنًا: المستند كما يحمله النموذج.',
  formStateBody:
    'يجب أن يكون المحتوى كائن JSON: { collection أو global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'يجب أن يكون formState كائنًا من إدخالات { value } مفاتيحها مسارات الحقول.',
  formStateEntryNotObject: 'يجب أن يكون formState["{{path}}"] كائنًا يحتوي على value.',
  formStateInvalidPath: 'يحتوي formState على مسار غير صالح: "{{path}}".',
  dataNotObject: 'يجب أن يكون data كائنًا من قيم الحقول (المستند كما يحمله النموذج).',
  dataMissing: 'يحتاج المحتوى إلى data: كائن من قيم الحقول (أو formState: { path: { value } }).',
  localeNotText: 'يجب أن يكون locale رمز لغة مثل "en".',
  operationInvalid: 'يجب أن تكون operation إما "create" أو "update"؛ القيمة المرسلة: {{value}}.',
  schemaPathNotText: 'يجب أن يكون schemaPath مسار حقل مثل "layout.2" (بما في ذلك أرقام الصفوف).',
  schemaPathNoField: 'لا يشير schemaPath "{{schemaPath}}" إلى حقل في "{{entity}}": لا يوجد حقل "{{name}}" في "{{at}}".',
  schemaPathNoSubFields: 'لا يشير schemaPath "{{schemaPath}}" إلى حقل في "{{entity}}": "{{name}}" لا يحتوي على حقول.',
  schemaPathRowIndex:
    'لا يشير schemaPath "{{schemaPath}}" إلى حقل في "{{entity}}": "{{name}}" قائمة صفوف، لذا يجب أن يليه رقم صف، لا "{{index}}".',
  collectionOrGlobal: 'حدّد واحدًا فقط من الاثنين: collection أو global (قيمة slug).',
  collectionNotSlug: 'يجب أن يكون collection قيمة slug.',
  globalNotSlug: 'يجب أن يكون global قيمة slug.',
  globalOnlyUpdated: 'العنصر العام يُحدَّث فقط: أرسل operation "update".',
  globalHasNoID: 'ليس للعنصر العام معرّف؛ لا ترسل id.',
  createHasNoID: 'يُستخدم id مع operation "update" فقط؛ المستند الجديد ليس له معرّف.',
  updateNeedsID: 'تحتاج operation "update" إلى معرّف المستند الجاري تعديله.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'يجب أن تكون قيمة joins إما false أو خيارات لكل حقل ربط، مثل joins[posts][limit]=5.',
  joinUnknown: 'يذكر joins الاسم "{{name}}"، وهو ليس حقل ربط في هذه المجموعة. حقول الربط: {{joins}}.',
  joinOptionUnknown: 'لا يوجد خيار "{{option}}" في joins[{{name}}]؛ الخيارات المتاحة هي limit وsort وwhere وcount.',
};
