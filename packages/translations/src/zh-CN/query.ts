import type { NamespaceStrings } from '../types.ts';

/** Simplified Chinese: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    '查询字符串的嵌套层级超过 {{limit}} 层；更深的 where 请以 JSON 形式（where={...}）发送，或通过带有 X-HTTP-Method-Override: GET 的 POST 请求发送。',
  tooManyItems: '查询字符串中的某个列表超过 {{limit}} 项；更长的列表请以逗号分隔（in=1,2,3）或以 JSON 形式（where={...}）发送。',
  tooManyParameters: '查询字符串中的参数超过 {{limit}} 个。',
  unreadable: '无法读取查询字符串：{{reason}}',
  whereNotJSON: 'where 不是有效的 JSON：{{reason}}',
  selectInvalid: 'select 必须是对象（例如 select[title]=true），或以逗号分隔的字段列表。',
  notTrueOrFalse: '应为 true 或 false，实际为 {{value}}。',
  depthOutOfRange: 'depth 必须是 0 到 {{max}} 之间的整数；实际为 {{value}}。',
  countOutOfRange: '{{name}} 必须是 {{min}} 到 {{max}} 之间的整数；实际为 {{value}}。',
  countTooSmall: '{{name}} 必须是不小于 {{min}} 的整数；实际为 {{value}}。',
  tooManyUnpaged: '此查询匹配的文档超过 {{limit}} 个，即一次不分页读取所能返回的上限；请使用 limit 和 page。',
  localeAllNotWritable: '不能写入 locale=all；每个请求只发送一个语言区域。',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} 必须是由字段条件组成的对象。',
  whereNotList: '{{at}} 必须是条件列表。',
  whereNotOperators: '{{at}} 必须将运算符映射到值，例如 { "equals": "x" }。',
  unknownOperator: '“{{path}}”上的运算符“{{operator}}”未知。可用运算符：{{operators}}。',
  operatorNotAllowed: '运算符“{{operator}}”不能用于“{{path}}”。允许的运算符：{{allowed}}。',
  tooManyConditions: '一个查询最多只能包含 {{limit}} 个条件。',
  pathInvalid: '路径“{{path}}”无效。',
  pathUnknownField: '路径“{{path}}”无效：“{{name}}”不是 {{owner}} 的字段。',
  pathNoSubFields: '路径“{{path}}”无效：“{{name}}”（{{type}}）没有子字段。',
  pathPastEnd: '路径“{{path}}”在“{{name}}”之后仍在继续，但该字段没有子字段。',
  pathAcrossRelationship: '路径“{{path}}”跨关系读取 {{name}}，这不受支持；请改为按字段筛选。',
  pathTooManyHops: '路径“{{path}}”跨越的关系超过 {{limit}} 个。',
  pathNotReadable: '无法查询路径“{{path}}”：你无权读取它。',

  // --- where: values
  valueNotSingle: '“{{path}}” {{operator}} 的值无效：应为单个值，实际为对象或列表。',
  valueNotNumber: '“{{path}}” {{operator}} 的值无效：“{{value}}”不是数字。',
  valueNotBoolean: '“{{path}}” {{operator}} 的值无效：“{{value}}”不是 true 或 false。',
  valueNotDate: '“{{path}}” {{operator}} 的值无效：“{{value}}”不是日期。',
  valueNotID: '“{{path}}” {{operator}} 的值无效：“{{value}}”不是有效的 ID。',
  valueNotTrueOrFalse: '“{{path}}” {{operator}} 的值无效：应为 true 或 false。',
  valueNotList: '“{{path}}” {{operator}} 的值无效：应为值的列表。',
  valueNotText: '“{{path}}” {{operator}} 的值无效：应为文本。',
  valueNull: '“{{path}}” {{operator}} 的值无效：不能与 null 比较。',
  valueNotNear:
    '“{{path}}” near 的值无效：应为 "longitude,latitude[,maxDistance[,minDistance]]"，且经度在 ±180 以内、纬度在 ±90 以内。',
  valueNegativeDistance: '“{{path}}” near 的值无效：距离以米为单位，不能为负数。',
  valueNotPosition: '“{{path}}” {{operator}} 的值无效：位置的格式为 [经度, 纬度]。',
  valuePositionOutOfRange: '“{{path}}” {{operator}} 的值无效：位置的格式为 [经度, 纬度]，且经度在 ±180 以内、纬度在 ±90 以内。',
  valueNotGeometry: '“{{path}}” {{operator}} 的值无效：应为 GeoJSON 几何对象。',
  valuePolygonTooShort: '“{{path}}” {{operator}} 的值无效：Polygon 的外环至少需要 4 个位置。',
  valueGeometryType: '“{{path}}” {{operator}} 的值无效：GeoJSON 类型必须是 Point 或 Polygon，实际为 {{value}}。',
  richTextComparesWithText: '“{{path}}” {{operator}} 的值无效：富文本字段只能与文本比较，不能与列表或对象比较。',
  numberNotExact: '“{{path}}” {{operator}} 的值无效：{{value}} 超出 ±{{limit}}，超过这个范围数字就不再精确。',

  // --- sort
  sortTooMany: '最多只能按 {{limit}} 个字段排序。',
  sortInvalid: '排序 {{value}} 无效：请指定一个字段，在前面加 - 表示降序。',
  sortNotComparable: '无法按“{{path}}”排序：它不包含单个可比较的值。',
  sortIntoArray: '无法按“{{path}}”排序：该路径深入到数组内部。',
  sortIntoBlocks: '无法按“{{path}}”排序：该路径深入到区块内部。',
  sortIntoRelationship: '无法按“{{path}}”排序：该路径深入到关系内部。',
  sortIntoRelationshipList: '无法按“{{path}}”排序：该路径深入到关系列表内部。',

  // --- request bodies
  bodyNotObject: '请求正文必须是由字段值组成的 JSON 对象，并以 Content-Type: application/json 发送。',
  fieldsInvalid_one: '以下字段无效：{{paths}}',
  fieldsInvalid_other: '以下字段无效：{{paths}}',
  preferenceBody: '正文必须是 JSON 对象，偏好设置放在 value 中：{ "value": … }。',
  preferenceBodyExtra: '正文只能包含 value；请删除 {{keys}}。',
  preferenceKeyInvalid: '偏好设置键是长度为 1 到 {{max}} 个字符的文本；实际为 {{value}}。',
  seoBody: '正文必须是 JSON 对象：{ collection 或 global, id?, path, doc, locale? }。',
  seoPathMissing: 'path 必须指明 SEO 分组，例如 "meta"。',
  seoDocNotObject: 'doc 必须是对象：即表单中当前的文档。',
  formStateBody:
    '正文必须是 JSON 对象：{ collection 或 global, id?, data, operation: "create" | "update", schemaPath?, locale? }。',
  formStateNotObject: 'formState 必须是以字段路径为键、由 { value } 条目组成的对象。',
  formStateEntryNotObject: 'formState["{{path}}"] 必须是包含 value 的对象。',
  formStateInvalidPath: 'formState 中有无效路径“{{path}}”。',
  dataNotObject: 'data 必须是由字段值组成的对象（即表单中当前的文档）。',
  dataMissing: '正文需要 data：由字段值组成的对象（或 formState: { path: { value } }）。',
  localeNotText: 'locale 必须是语言区域代码，例如 "en"。',
  operationInvalid: 'operation 必须是 "create" 或 "update"；实际为 {{value}}。',
  schemaPathNotText: 'schemaPath 必须是字段路径，例如 "layout.2"（包含行索引）。',
  schemaPathNoField: 'schemaPath“{{schemaPath}}”没有指向“{{entity}}”的字段：“{{at}}”中没有字段“{{name}}”。',
  schemaPathNoSubFields: 'schemaPath“{{schemaPath}}”没有指向“{{entity}}”的字段：“{{name}}”不包含字段。',
  schemaPathRowIndex:
    'schemaPath“{{schemaPath}}”没有指向“{{entity}}”的字段：“{{name}}”是行的列表，其后必须是行索引，而不是“{{index}}”。',
  collectionOrGlobal: '请在 collection 和 global 中恰好指定一个（slug）。',
  collectionNotSlug: 'collection 必须是 slug。',
  globalNotSlug: 'global 必须是 slug。',
  globalOnlyUpdated: '全局设置只能更新：请发送 operation "update"。',
  globalHasNoID: '全局设置没有 id；请省略 id。',
  createHasNoID: 'id 仅用于 operation "update"；新文档还没有 id。',
  updateNeedsID: 'operation "update" 需要提供正在编辑的文档的 id。',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins 必须为 false，或为每个关联字段指定选项，例如 joins[posts][limit]=5。',
  joinUnknown: 'joins 中的“{{name}}”不是此集合的关联字段。关联字段：{{joins}}。',
  joinOptionUnknown: 'joins[{{name}}] 没有选项“{{option}}”；可用选项为 limit、sort、where 和 count。',
};
