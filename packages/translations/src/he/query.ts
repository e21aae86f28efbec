import type { NamespaceStrings } from '../types.ts';

/** Hebrew: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'מחרוזת השאילתה מקוננת לעומק של יותר מ-{{limit}} רמות; where עמוק יותר יש לשלוח כ-JSON (where={...}) או כבקשת POST עם X-HTTP-Method-Override: GET.',
  tooManyItems:
    'רשימה במחרוזת השאילתה מכילה יותר מ-{{limit}} פריטים; רשימה ארוכה יותר יש לשלוח מופרדת בפסיקים (in=1,2,3) או כ-JSON (where={...}).',
  tooManyParameters: 'במחרוזת השאילתה יש יותר מ-{{limit}} פרמטרים.',
  unreadable: 'לא ניתן היה לקרוא את מחרוזת השאילתה: {{reason}}',
  whereNotJSON: 'where אינו JSON תקין: {{reason}}',
  selectInvalid: 'select צריך להיות אובייקט כמו select[title]=true, או רשימת שדות מופרדת בפסיקים.',
  notTrueOrFalse: 'היה צפוי true או false, אבל התקבל {{value}}.',
  depthOutOfRange: 'depth צריך להיות מספר שלם בין 0 ל-{{max}}; התקבל {{value}}.',
  countOutOfRange: '{{name}} צריך להיות מספר שלם בין {{min}} ל-{{max}}; התקבל {{value}}.',
  countTooSmall: '{{name}} צריך להיות מספר שלם, {{min}} לפחות; התקבל {{value}}.',
  tooManyUnpaged:
    'השאילתה הזו תואמת יותר מ-{{limit}} מסמכים, המספר המרבי שקריאה אחת ללא חלוקה לדפים מחזירה; יש להשתמש ב-limit וב-page.',
  localeAllNotWritable: 'אי אפשר לכתוב עם locale=all; יש לשלוח שפת תוכן אחת בכל בקשה.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} צריך להיות אובייקט של תנאים על שדות.',
  whereNotList: '{{at}} צריך להיות רשימה של תנאים.',
  whereNotOperators: '{{at}} צריך למפות אופרטורים לערכים, למשל { "equals": "x" }.',
  unknownOperator: 'אופרטור לא מוכר "{{operator}}" ב-"{{path}}". האופרטורים: {{operators}}.',
  operatorNotAllowed: 'אי אפשר להשתמש באופרטור "{{operator}}" ב-"{{path}}". מותרים: {{allowed}}.',
  tooManyConditions: 'שאילתה יכולה להכיל {{limit}} תנאים לכל היותר.',
  pathInvalid: 'הנתיב "{{path}}" אינו תקין.',
  pathUnknownField: 'הנתיב "{{path}}" אינו תקין: "{{name}}" אינו שדה של {{owner}}.',
  pathNoSubFields: 'הנתיב "{{path}}" אינו תקין: ל-"{{name}}" ({{type}}) אין שדות משנה.',
  pathPastEnd: 'הנתיב "{{path}}" ממשיך מעבר ל-"{{name}}", שאין לו שדות משנה.',
  pathAcrossRelationship: 'הנתיב "{{path}}" קורא את {{name}} דרך קשר, וזה לא נתמך; במקום זאת יש לסנן לפי שדה.',
  pathTooManyHops: 'הנתיב "{{path}}" עובר דרך יותר מ-{{limit}} קשרים.',
  pathNotReadable: 'אי אפשר לשאול לפי הנתיב "{{path}}": אין לך הרשאה לקרוא אותו.',

  // --- where: values
  valueNotSingle: 'ערך לא תקין עבור "{{path}}" {{operator}}: היה צפוי ערך יחיד, אבל התקבלו אובייקט או רשימה.',
  valueNotNumber: 'ערך לא תקין עבור "{{path}}" {{operator}}: "{{value}}" אינו מספר.',
  valueNotBoolean: 'ערך לא תקין עבור "{{path}}" {{operator}}: "{{value}}" אינו true ואינו false.',
  valueNotDate: 'ערך לא תקין עבור "{{path}}" {{operator}}: "{{value}}" אינו תאריך.',
  valueNotID: 'ערך לא תקין עבור "{{path}}" {{operator}}: "{{value}}" אינו מזהה תקין.',
  valueNotTrueOrFalse: 'ערך לא תקין עבור "{{path}}" {{operator}}: צפוי true או false.',
  valueNotList: 'ערך לא תקין עבור "{{path}}" {{operator}}: צפויה רשימת ערכים.',
  valueNotText: 'ערך לא תקין עבור "{{path}}" {{operator}}: צפוי טקסט.',
  valueNull: 'ערך לא תקין עבור "{{path}}" {{operator}}: אי אפשר להשוות ל-null.',
  valueNotNear:
    'ערך לא תקין עבור "{{path}}" near: הפורמט הצפוי הוא "longitude,latitude[,maxDistance[,minDistance]]", עם קו אורך בטווח ±180 וקו רוחב בטווח ±90.',
  valueNegativeDistance: 'ערך לא תקין עבור "{{path}}" near: המרחקים הם במטרים ואינם יכולים להיות שליליים.',
  valueNotPosition: 'ערך לא תקין עבור "{{path}}" {{operator}}: מיקום נכתב בצורה [longitude, latitude].',
  valuePositionOutOfRange:
    'ערך לא תקין עבור "{{path}}" {{operator}}: מיקום נכתב בצורה [longitude, latitude], עם קו אורך בטווח ±180 וקו רוחב בטווח ±90.',
  valueNotGeometry: 'ערך לא תקין עבור "{{path}}" {{operator}}: צפויה גאומטריית GeoJSON.',
  valuePolygonTooShort: 'ערך לא תקין עבור "{{path}}" {{operator}}: ל-Polygon נדרשת טבעת חיצונית של 4 מיקומים לפחות.',
  valueGeometryType: 'ערך לא תקין עבור "{{path}}" {{operator}}: סוג ה-GeoJSON חייב להיות Point או Polygon, אבל התקבל {{value}}.',
  richTextComparesWithText: 'ערך לא תקין עבור "{{path}}" {{operator}}: שדה טקסט עשיר מושווה לטקסט, לא לרשימה או לאובייקט.',
  numberNotExact: 'ערך לא תקין עבור "{{path}}" {{operator}}: {{value}} חורג מ-±{{limit}}, שמעבר לו מספרים אינם מדויקים.',

  // --- sort
  sortTooMany: 'אפשר למיין לפי {{limit}} שדות לכל היותר.',
  sortInvalid: 'מיון לא תקין {{value}}: יש לציין שדה, ולהוסיף לפניו - לסדר יורד.',
  sortNotComparable: 'אי אפשר למיין לפי "{{path}}": הוא אינו מכיל ערך יחיד שאפשר להשוות.',
  sortIntoArray: 'אי אפשר למיין לפי "{{path}}": הנתיב נכנס לתוך מערך.',
  sortIntoBlocks: 'אי אפשר למיין לפי "{{path}}": הנתיב נכנס לתוך בלוקים.',
  sortIntoRelationship: 'אי אפשר למיין לפי "{{path}}": הנתיב נכנס לתוך קשר.',
  sortIntoRelationshipList: 'אי אפשר למיין לפי "{{path}}": הנתיב נכנס לתוך רשימת קשרים.',

  // --- request bodies
  bodyNotObject: 'גוף הבקשה חייב להיות אובייקט JSON של ערכי שדות, שנשלח עם Content-Type: application/json.',
  fieldsInvalid_one: 'השדה הבא אינו תקין: {{paths}}',
  fieldsInvalid_other: 'השדות הבאים אינם תקינים: {{paths}}',
  preferenceBody: 'הגוף חייב להיות אובייקט JSON שבו ההעדפה נמצאת ב-value: { "value": … }.',
  preferenceBodyExtra: 'הגוף יכול להכיל רק את value; יש להסיר את {{keys}}.',
  preferenceKeyInvalid: 'מפתח העדפה הוא טקסט באורך 1 עד {{max}} תווים; התקבל {{value}}.',
  seoBody: 'הגוף חייב להיות אובייקט JSON: { collection או global, id?, path, doc, locale? }.',
  seoPathMissing: 'path צריך לציין את קבוצת ה-SEO, למשל "meta".',
  seoDocNotObject: 'doc צריך להיות אובייקט: המסמך כפי שהוא מופיע בטופס.',
  formStateBody:
    'הגוף חייב להיות אובייקט JSON: { collection או global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState צריך להיות אובייקט של רשומות { value } שהמפתחות שלהן הם נתיבי שדות.',
  formStateEntryNotObject: 'formState["{{path}}"] צריך להיות אובייקט עם value.',
  formStateInvalidPath: 'ב-formState יש נתיב לא תקין: "{{path}}".',
  dataNotObject: 'data צריך להיות אובייקט של ערכי שדות (המסמך כפי שהוא מופיע בטופס).',
  dataMissing: 'בגוף חסר data: אובייקט של ערכי שדות (או formState: { path: { value } }).',
  localeNotText: 'locale צריך להיות קוד שפה כמו "en".',
  operationInvalid: 'operation צריך להיות "create" או "update"; התקבל {{value}}.',
  schemaPathNotText: 'schemaPath צריך להיות נתיב שדה כמו "layout.2" (כולל אינדקסים של שורות).',
  schemaPathNoField: 'schemaPath "{{schemaPath}}" אינו מצביע על שדה של "{{entity}}": אין שדה "{{name}}" ב-"{{at}}".',
  schemaPathNoSubFields: 'schemaPath "{{schemaPath}}" אינו מצביע על שדה של "{{entity}}": "{{name}}" אינו מכיל שדות.',
  schemaPathRowIndex:
    'schemaPath "{{schemaPath}}" אינו מצביע על שדה של "{{entity}}": "{{name}}" הוא רשימת שורות, ולכן אחריו צריך לבוא אינדקס של שורה, ולא "{{index}}".',
  collectionOrGlobal: 'יש לציין בדיוק אחד מהשניים, collection או global (כ-slug).',
  collectionNotSlug: 'collection צריך להיות slug.',
  globalNotSlug: 'global צריך להיות slug.',
  globalOnlyUpdated: 'פריט גלובלי אפשר רק לעדכן: יש לשלוח operation "update".',
  globalHasNoID: 'לפריט גלובלי אין מזהה; יש להשמיט את id.',
  createHasNoID: 'id משמש רק עם operation "update"; למסמך חדש אין מזהה.',
  updateNeedsID: 'operation "update" דורש את המזהה של המסמך שנערך.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'הערך של joins חייב להיות false, או אפשרויות לכל שדה צירוף, למשל joins[posts][limit]=5.',
  joinUnknown: 'joins מציין את "{{name}}", שאינו שדה צירוף באוסף הזה. שדות הצירוף: {{joins}}.',
  joinOptionUnknown: 'ל-joins[{{name}}] אין אפשרות "{{option}}"; האפשרויות הן limit, sort, where ו-count.',
};
