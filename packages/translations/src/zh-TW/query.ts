import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese (Taiwan): why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    '查詢字串的巢狀層級超過 {{limit}} 層；更深的 where 請以 JSON 格式（where={...}）傳送，或以帶有 X-HTTP-Method-Override: GET 的 POST 要求傳送。',
  tooManyItems:
    '查詢字串中的某個清單超過 {{limit}} 個項目；較長的清單請以逗號分隔（in=1,2,3）或以 JSON 格式（where={...}）傳送。',
  tooManyParameters: '查詢字串中的參數超過 {{limit}} 個。',
  unreadable: '無法讀取查詢字串：{{reason}}',
  whereNotJSON: 'where 不是有效的 JSON：{{reason}}',
  selectInvalid: 'select 必須是物件（例如 select[title]=true），或以逗號分隔的欄位清單。',
  notTrueOrFalse: '應為 true 或 false，但收到 {{value}}。',
  depthOutOfRange: 'depth 必須是 0 到 {{max}} 之間的整數；收到 {{value}}。',
  countOutOfRange: '{{name}} 必須是 {{min}} 到 {{max}} 之間的整數；收到 {{value}}。',
  countTooSmall: '{{name}} 必須是不小於 {{min}} 的整數；收到 {{value}}。',
  tooManyUnpaged: '這項查詢符合的文件超過 {{limit}} 筆，也就是一次不分頁讀取所能傳回的上限；請使用 limit 和 page。',
  localeAllNotWritable: '無法寫入 locale=all；每個要求只能傳送一個語系。',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} 必須是由欄位條件組成的物件。',
  whereNotList: '{{at}} 必須是條件清單。',
  whereNotOperators: '{{at}} 必須將運算子對應到值，例如 { "equals": "x" }。',
  unknownOperator: '「{{path}}」上的運算子「{{operator}}」無法辨識。可用的運算子：{{operators}}。',
  operatorNotAllowed: '運算子「{{operator}}」不能用於「{{path}}」。允許的運算子：{{allowed}}。',
  tooManyConditions: '一項查詢最多只能包含 {{limit}} 個條件。',
  pathInvalid: '路徑「{{path}}」無效。',
  pathUnknownField: '路徑「{{path}}」無效：「{{name}}」不是 {{owner}} 的欄位。',
  pathNoSubFields: '路徑「{{path}}」無效：「{{name}}」（{{type}}）沒有子欄位。',
  pathPastEnd: '路徑「{{path}}」在「{{name}}」之後仍繼續延伸，但該欄位沒有子欄位。',
  pathAcrossRelationship: '路徑「{{path}}」跨越關聯讀取 {{name}}，目前不支援這種做法；請改用欄位篩選。',
  pathTooManyHops: '路徑「{{path}}」跨越的關聯超過 {{limit}} 個。',
  pathNotReadable: '無法查詢路徑「{{path}}」：您沒有讀取它的權限。',

  // --- where: values
  valueNotSingle: '「{{path}}」{{operator}} 的值無效：應為單一值，但收到物件或清單。',
  valueNotNumber: '「{{path}}」{{operator}} 的值無效：「{{value}}」不是數字。',
  valueNotBoolean: '「{{path}}」{{operator}} 的值無效：「{{value}}」不是 true 或 false。',
  valueNotDate: '「{{path}}」{{operator}} 的值無效：「{{value}}」不是日期。',
  valueNotID: '「{{path}}」{{operator}} 的值無效：「{{value}}」不是有效的 ID。',
  valueNotTrueOrFalse: '「{{path}}」{{operator}} 的值無效：應為 true 或 false。',
  valueNotList: '「{{path}}」{{operator}} 的值無效：應為值的清單。',
  valueNotText: '「{{path}}」{{operator}} 的值無效：應為文字。',
  valueNull: '「{{path}}」{{operator}} 的值無效：無法與 null 比較。',
  valueNotNear:
    '「{{path}}」near 的值無效：應為 "longitude,latitude[,maxDistance[,minDistance]]"，且經度在 ±180 以內、緯度在 ±90 以內。',
  valueNegativeDistance: '「{{path}}」near 的值無效：距離以公尺為單位，不能為負數。',
  valueNotPosition: '「{{path}}」{{operator}} 的值無效：位置的格式為 [經度, 緯度]。',
  valuePositionOutOfRange: '「{{path}}」{{operator}} 的值無效：位置的格式為 [經度, 緯度]，且經度在 ±180 以內、緯度在 ±90 以內。',
  valueNotGeometry: '「{{path}}」{{operator}} 的值無效：應為 GeoJSON 幾何圖形。',
  valuePolygonTooShort: '「{{path}}」{{operator}} 的值無效：Polygon 的外環至少需要 4 個位置。',
  valueGeometryType: '「{{path}}」{{operator}} 的值無效：GeoJSON 類型必須是 Point 或 Polygon，但收到 {{value}}。',
  richTextComparesWithText: '「{{path}}」{{operator}} 的值無效：RTF 欄位只能與文字比較，不能與清單或物件比較。',
  numberNotExact: '「{{path}}」{{operator}} 的值無效：{{value}} 超出 ±{{limit}}，超過此範圍的數字就不再精確。',

  // --- sort
  sortTooMany: '最多只能依 {{limit}} 個欄位排序。',
  sortInvalid: '排序 {{value}} 無效：請指定一個欄位，在前面加上 - 表示遞減排序。',
  sortNotComparable: '無法依「{{path}}」排序：它不包含單一可比較的值。',
  sortIntoArray: '無法依「{{path}}」排序：該路徑深入陣列內部。',
  sortIntoBlocks: '無法依「{{path}}」排序：該路徑深入區塊內部。',
  sortIntoRelationship: '無法依「{{path}}」排序：該路徑深入關聯內部。',
  sortIntoRelationshipList: '無法依「{{path}}」排序：該路徑深入關聯清單內部。',

  // --- request bodies
  bodyNotObject: '要求本文必須是由欄位值組成的 JSON 物件，並以 Content-Type: application/json 傳送。',
  fieldsInvalid_one: '下列欄位無效：{{paths}}',
  fieldsInvalid_other: '下列欄位無效：{{paths}}',
  preferenceBody: '本文必須是 JSON 物件，並將偏好設定放在 value 中：{ "value": … }。',
  preferenceBodyExtra: '本文只能包含 value；請移除 {{keys}}。',
  preferenceKeyInvalid: '偏好設定鍵是長度 1 到 {{max}} 個字元的文字；收到 {{value}}。',
  seoBody: '本文必須是 JSON 物件：{ collection 或 global, id?, path, doc, locale? }。',
  seoPathMissing: 'path 必須指出 SEO 群組，例如 "meta"。',
  seoDocNotObject: 'doc 必須是物件：也就是表單中目前的文件。',
  formStateBody:
    '本文必須是 JSON 物件：{ collection 或 global, id?, data, operation: "create" | "update", schemaPath?, locale? }。',
  formStateNotObject: 'formState 必須是以欄位路徑為鍵、由 { value } 項目組成的物件。',
  formStateEntryNotObject: 'formState["{{path}}"] 必須是包含 value 的物件。',
  formStateInvalidPath: 'formState 中有無效的路徑「{{path}}」。',
  dataNotObject: 'data 必須是由欄位值組成的物件（也就是表單中目前的文件）。',
  dataMissing: '本文需要 data：由欄位值組成的物件（或 formState: { path: { value } }）。',
  localeNotText: 'locale 必須是語系代碼，例如 "en"。',
  operationInvalid: 'operation 必須是 "create" 或 "update"；收到 {{value}}。',
  schemaPathNotText: 'schemaPath 必須是欄位路徑，例如 "layout.2"（包含列索引）。',
  schemaPathNoField: 'schemaPath「{{schemaPath}}」並未指向「{{entity}}」的欄位：「{{at}}」中沒有欄位「{{name}}」。',
  schemaPathNoSubFields: 'schemaPath「{{schemaPath}}」並未指向「{{entity}}」的欄位：「{{name}}」不包含任何欄位。',
  schemaPathRowIndex:
    'schemaPath「{{schemaPath}}」並未指向「{{entity}}」的欄位：「{{name}}」是由多列組成的清單，後面必須接列索引，而不是「{{index}}」。',
  collectionOrGlobal: '請在 collection 與 global 中恰好指定一個（slug）。',
  collectionNotSlug: 'collection 必須是 slug。',
  globalNotSlug: 'global 必須是 slug。',
  globalOnlyUpdated: '全域設定只能更新：請傳送 operation "update"。',
  globalHasNoID: '全域設定沒有 id；請省略 id。',
  createHasNoID: 'id 僅用於 operation "update"；新文件還沒有 id。',
  updateNeedsID: 'operation "update" 需要正在編輯之文件的 id。',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins 必須為 false，或為每個關聯欄位指定選項，例如 joins[posts][limit]=5。',
  joinUnknown: 'joins 中的「{{name}}」不是此集合的關聯欄位。關聯欄位：{{joins}}。',
  joinOptionUnknown: 'joins[{{name}}] 沒有選項「{{option}}」；可用選項為 limit、sort、where 和 count。',
};
