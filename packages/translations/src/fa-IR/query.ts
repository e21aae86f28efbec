import type { NamespaceStrings } from '../types.ts';

/** Persian: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'تودرتویی رشتهٔ پرس‌وجو از {{limit}} سطح بیشتر است؛ where عمیق‌تر را به‌صورت JSON (where={...}) یا با درخواست POST همراه با X-HTTP-Method-Override: GET بفرستید.',
  tooManyItems:
    'یک فهرست در رشتهٔ پرس‌وجو بیش از {{limit}} مورد دارد؛ فهرست بلندتر را جداشده با ویرگول (in=1,2,3) یا به‌صورت JSON (where={...}) بفرستید.',
  tooManyParameters: 'رشتهٔ پرس‌وجو بیش از {{limit}} پارامتر دارد.',
  unreadable: 'رشتهٔ پرس‌وجو را نمی‌توان خواند: {{reason}}',
  whereNotJSON: 'where یک JSON معتبر نیست: {{reason}}',
  selectInvalid: 'select باید شیئی مانند select[title]=true یا فهرستی از فیلدها باشد که با ویرگول جدا شده‌اند.',
  notTrueOrFalse: 'true یا false انتظار می‌رفت، اما {{value}} دریافت شد.',
  depthOutOfRange: 'depth باید عدد صحیحی از 0 تا {{max}} باشد؛ مقدار دریافتی: {{value}}.',
  countOutOfRange: '{{name}} باید عدد صحیحی از {{min}} تا {{max}} باشد؛ مقدار دریافتی: {{value}}.',
  countTooSmall: '{{name}} باید عدد صحیحی دست‌کم برابر با {{min}} باشد؛ مقدار دریافتی: {{value}}.',
  tooManyUnpaged:
    'این پرس‌وجو با بیش از {{limit}} سند مطابقت دارد، یعنی بیشترین تعدادی که یک خواندن بدون صفحه‌بندی برمی‌گرداند؛ از limit و page استفاده کنید.',
  localeAllNotWritable: 'با locale=all نمی‌توان نوشت؛ در هر درخواست فقط یک زبان محتوا بفرستید.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} باید شیئی از شرط‌های فیلدها باشد.',
  whereNotList: '{{at}} باید فهرستی از شرط‌ها باشد.',
  whereNotOperators: '{{at}} باید عملگرها را به مقدارها نگاشت کند، برای نمونه { "equals": "x" }.',
  unknownOperator: 'عملگر «{{operator}}» روی «{{path}}» ناشناخته است. عملگرها: {{operators}}.',
  operatorNotAllowed: 'عملگر «{{operator}}» را نمی‌توان روی «{{path}}» به کار برد. مجاز: {{allowed}}.',
  tooManyConditions: 'یک پرس‌وجو حداکثر {{limit}} شرط می‌تواند داشته باشد.',
  pathInvalid: 'مسیر «{{path}}» معتبر نیست.',
  pathUnknownField: 'مسیر «{{path}}» معتبر نیست: «{{name}}» فیلدی از {{owner}} نیست.',
  pathNoSubFields: 'مسیر «{{path}}» معتبر نیست: «{{name}}» ({{type}}) زیرفیلد ندارد.',
  pathPastEnd: 'مسیر «{{path}}» از «{{name}}» فراتر می‌رود، در حالی که این فیلد زیرفیلد ندارد.',
  pathAcrossRelationship:
    'مسیر «{{path}}» مقدار {{name}} را از راه یک رابطه می‌خواند که پشتیبانی نمی‌شود؛ به‌جای آن بر اساس یک فیلد فیلتر کنید.',
  pathTooManyHops: 'مسیر «{{path}}» از بیش از {{limit}} رابطه می‌گذرد.',
  pathNotReadable: 'نمی‌توان بر اساس مسیر «{{path}}» پرس‌وجو کرد: اجازهٔ خواندن آن را ندارید.',

  // --- where: values
  valueNotSingle: 'مقدار نامعتبر برای «{{path}}» {{operator}}: یک مقدار تکی انتظار می‌رفت، اما شیء یا فهرست دریافت شد.',
  valueNotNumber: 'مقدار نامعتبر برای «{{path}}» {{operator}}: «{{value}}» عدد نیست.',
  valueNotBoolean: 'مقدار نامعتبر برای «{{path}}» {{operator}}: «{{value}}» نه true است و نه false.',
  valueNotDate: 'مقدار نامعتبر برای «{{path}}» {{operator}}: «{{value}}» تاریخ نیست.',
  valueNotID: 'مقدار نامعتبر برای «{{path}}» {{operator}}: «{{value}}» شناسهٔ معتبری نیست.',
  valueNotTrueOrFalse: 'مقدار نامعتبر برای «{{path}}» {{operator}}: true یا false انتظار می‌رود.',
  valueNotList: 'مقدار نامعتبر برای «{{path}}» {{operator}}: فهرستی از مقدارها انتظار می‌رود.',
  valueNotText: 'مقدار نامعتبر برای «{{path}}» {{operator}}: متن انتظار می‌رود.',
  valueNull: 'مقدار نامعتبر برای «{{path}}» {{operator}}: نمی‌توان با null مقایسه کرد.',
  valueNotNear:
    'مقدار نامعتبر برای «{{path}}» near: قالب "longitude,latitude[,maxDistance[,minDistance]]" انتظار می‌رود، با طول جغرافیایی در بازهٔ ±180 و عرض جغرافیایی در بازهٔ ±90.',
  valueNegativeDistance: 'مقدار نامعتبر برای «{{path}}» near: فاصله‌ها بر حسب متر هستند و نمی‌توانند منفی باشند.',
  valueNotPosition: 'مقدار نامعتبر برای «{{path}}» {{operator}}: یک موقعیت به شکل [longitude, latitude] است.',
  valuePositionOutOfRange:
    'مقدار نامعتبر برای «{{path}}» {{operator}}: یک موقعیت به شکل [longitude, latitude] است، با طول جغرافیایی در بازهٔ ±180 و عرض جغرافیایی در بازهٔ ±90.',
  valueNotGeometry: 'مقدار نامعتبر برای «{{path}}» {{operator}}: یک هندسهٔ GeoJSON انتظار می‌رود.',
  valuePolygonTooShort: 'مقدار نامعتبر برای «{{path}}» {{operator}}: یک Polygon به حلقهٔ بیرونی با دست‌کم 4 موقعیت نیاز دارد.',
  valueGeometryType:
    'مقدار نامعتبر برای «{{path}}» {{operator}}: نوع GeoJSON باید Point یا Polygon باشد، اما {{value}} دریافت شد.',
  richTextComparesWithText: 'مقدار نامعتبر برای "{{path}}" {{operator}}: فیلد متن غنی با متن مقایسه می‌شود، نه با فهرست یا شیء.',
  numberNotExact:
    'مقدار نامعتبر برای "{{path}}" {{operator}}: {{value}} فراتر از ±{{limit}} است و از آنجا به بعد اعداد دقیق نیستند.',

  // --- sort
  sortTooMany: 'حداکثر بر اساس {{limit}} فیلد مرتب کنید.',
  sortInvalid: 'مرتب‌سازی نامعتبر {{value}}: نام یک فیلد را بدهید و برای ترتیب نزولی - را پیش از آن بگذارید.',
  sortNotComparable: 'نمی‌توان بر اساس «{{path}}» مرتب کرد: یک مقدار تکیِ قابل مقایسه ندارد.',
  sortIntoArray: 'نمی‌توان بر اساس «{{path}}» مرتب کرد: مسیر به درون یک آرایه می‌رود.',
  sortIntoBlocks: 'نمی‌توان بر اساس «{{path}}» مرتب کرد: مسیر به درون بلوک‌ها می‌رود.',
  sortIntoRelationship: 'نمی‌توان بر اساس «{{path}}» مرتب کرد: مسیر به درون یک رابطه می‌رود.',
  sortIntoRelationshipList: 'نمی‌توان بر اساس «{{path}}» مرتب کرد: مسیر به درون فهرستی از رابطه‌ها می‌رود.',

  // --- request bodies
  bodyNotObject: 'بدنهٔ درخواست باید یک شیء JSON از مقدارهای فیلدها باشد که با Content-Type: application/json فرستاده شود.',
  fieldsInvalid_one: 'فیلد زیر نامعتبر است: {{paths}}',
  fieldsInvalid_other: 'فیلدهای زیر نامعتبرند: {{paths}}',
  preferenceBody: 'بدنه باید یک شیء JSON باشد که ترجیح را در value نگه دارد: { "value": … }.',
  preferenceBodyExtra: 'بدنه فقط می‌تواند value داشته باشد؛ {{keys}} را حذف کنید.',
  preferenceKeyInvalid: 'کلید ترجیح متنی با طول 1 تا {{max}} نویسه است؛ مقدار دریافتی: {{value}}.',
  seoBody: 'بدنه باید یک شیء JSON باشد: { collection یا global, id?, path, doc, locale? }.',
  seoPathMissing: 'path باید گروه SEO را مشخص کند، مانند "meta".',
  seoDocNotObject: 'doc باید یک شیء باشد: سند همان‌طور که در فرم است.',
  formStateBody:
    'بدنه باید یک شیء JSON باشد: { collection یا global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState باید شیئی از ورودی‌های { value } باشد که کلیدهایشان مسیر فیلدهاست.',
  formStateEntryNotObject: 'formState["{{path}}"] باید شیئی دارای value باشد.',
  formStateInvalidPath: 'formState یک مسیر نامعتبر دارد: «{{path}}».',
  dataNotObject: 'data باید شیئی از مقدارهای فیلدها باشد (سند همان‌طور که در فرم است).',
  dataMissing: 'بدنه به data نیاز دارد: شیئی از مقدارهای فیلدها (یا formState: { path: { value } }).',
  localeNotText: 'locale باید کد زبانی مانند "en" باشد.',
  operationInvalid: 'operation باید "create" یا "update" باشد؛ مقدار دریافتی: {{value}}.',
  schemaPathNotText: 'schemaPath باید مسیر فیلدی مانند "layout.2" باشد (همراه با اندیس ردیف‌ها).',
  schemaPathNoField:
    'schemaPath «{{schemaPath}}» به فیلدی از «{{entity}}» اشاره نمی‌کند: در «{{at}}» فیلدی با نام «{{name}}» وجود ندارد.',
  schemaPathNoSubFields: 'schemaPath «{{schemaPath}}» به فیلدی از «{{entity}}» اشاره نمی‌کند: «{{name}}» هیچ فیلدی ندارد.',
  schemaPathRowIndex:
    'schemaPath «{{schemaPath}}» به فیلدی از «{{entity}}» اشاره نمی‌کند: «{{name}}» فهرستی از ردیف‌هاست، پس پس از آن باید اندیس یک ردیف بیاید، نه «{{index}}».',
  collectionOrGlobal: 'دقیقاً یکی از collection یا global را (به‌صورت slug) مشخص کنید.',
  collectionNotSlug: 'collection باید یک slug باشد.',
  globalNotSlug: 'global باید یک slug باشد.',
  globalOnlyUpdated: 'مورد سراسری فقط به‌روزرسانی می‌شود: operation "update" را بفرستید.',
  globalHasNoID: 'مورد سراسری شناسه ندارد؛ id را نفرستید.',
  createHasNoID: 'id فقط برای operation "update" است؛ سند جدید شناسه ندارد.',
  updateNeedsID: 'operation "update" به شناسهٔ سندی که ویرایش می‌شود نیاز دارد.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'مقدار joins باید false باشد یا گزینه‌هایی برای هر فیلد پیوند، مانند joins[posts][limit]=5.',
  joinUnknown: 'joins به «{{name}}» اشاره می‌کند که فیلد پیوندِ این مجموعه نیست. فیلدهای پیوند: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] گزینه‌ای به نام «{{option}}» ندارد؛ گزینه‌ها عبارت‌اند از limit، sort، where و count.',
};
