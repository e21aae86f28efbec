import type { NamespaceStrings } from '../types.ts';

/** Korean: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    '쿼리 문자열의 중첩이 {{limit}}단계를 넘습니다. 더 깊은 where는 JSON(where={...})으로 보내거나 X-HTTP-Method-Override: GET을 붙인 POST로 보내세요.',
  tooManyItems:
    '쿼리 문자열의 목록에 항목이 {{limit}}개보다 많습니다. 더 긴 목록은 쉼표로 구분하거나(in=1,2,3) JSON(where={...})으로 보내세요.',
  tooManyParameters: '쿼리 문자열의 매개변수가 {{limit}}개보다 많습니다.',
  unreadable: '쿼리 문자열을 읽을 수 없습니다: {{reason}}',
  whereNotJSON: 'where가 올바른 JSON이 아닙니다: {{reason}}',
  selectInvalid: 'select는 select[title]=true 같은 객체이거나 쉼표로 구분한 필드 목록이어야 합니다.',
  notTrueOrFalse: 'true 또는 false가 필요한데 {{value}} 값을 받았습니다.',
  depthOutOfRange: 'depth는 0부터 {{max}}까지의 정수여야 합니다. 받은 값: {{value}}.',
  countOutOfRange: '{{name}} 값은 {{min}}부터 {{max}}까지의 정수여야 합니다. 받은 값: {{value}}.',
  countTooSmall: '{{name}} 값은 {{min}} 이상의 정수여야 합니다. 받은 값: {{value}}.',
  tooManyUnpaged:
    '이 쿼리와 일치하는 문서가 페이지 나누기 없이 한 번에 읽을 수 있는 최대치인 {{limit}}개보다 많습니다. limit 및 page를 사용하세요.',
  localeAllNotWritable: 'locale=all로는 쓸 수 없습니다. 요청마다 로케일을 하나씩 보내세요.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} 값은 필드 조건으로 이루어진 객체여야 합니다.',
  whereNotList: '{{at}} 값은 조건 목록이어야 합니다.',
  whereNotOperators: '{{at}} 값은 연산자와 값을 짝지은 객체여야 합니다(예: { "equals": "x" }).',
  unknownOperator: '“{{path}}”의 연산자 “{{operator}}”을(를) 알 수 없습니다. 연산자 목록: {{operators}}.',
  operatorNotAllowed: '“{{path}}”에는 연산자 “{{operator}}”을(를) 사용할 수 없습니다. 허용되는 연산자: {{allowed}}.',
  tooManyConditions: '쿼리 하나에는 조건을 최대 {{limit}}개까지 넣을 수 있습니다.',
  pathInvalid: '경로 “{{path}}”이(가) 올바르지 않습니다.',
  pathUnknownField: '경로 “{{path}}”이(가) 올바르지 않습니다. “{{name}}”은(는) {{owner}}의 필드가 아닙니다.',
  pathNoSubFields: '경로 “{{path}}”이(가) 올바르지 않습니다. “{{name}}”({{type}})에는 하위 필드가 없습니다.',
  pathPastEnd: '경로 “{{path}}”이(가) 하위 필드가 없는 “{{name}}” 뒤로 더 이어집니다.',
  pathAcrossRelationship:
    '경로 “{{path}}”은(는) 관계를 거쳐 {{name}}을(를) 읽는데, 이는 지원되지 않습니다. 대신 필드로 필터링하세요.',
  pathTooManyHops: '경로 “{{path}}”이(가) {{limit}}개가 넘는 관계를 거칩니다.',
  pathNotReadable: '경로 “{{path}}”(으)로는 쿼리할 수 없습니다. 이 경로를 읽을 권한이 없습니다.',

  // --- where: values
  valueNotSingle: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. 단일 값이 필요한데 객체나 목록을 받았습니다.',
  valueNotNumber: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. “{{value}}”은(는) 숫자가 아닙니다.',
  valueNotBoolean: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. “{{value}}”은(는) true도 false도 아닙니다.',
  valueNotDate: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. “{{value}}”은(는) 날짜가 아닙니다.',
  valueNotID: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. “{{value}}”은(는) 올바른 ID가 아닙니다.',
  valueNotTrueOrFalse: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. true 또는 false가 필요합니다.',
  valueNotList: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. 값 목록이 필요합니다.',
  valueNotText: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. 텍스트가 필요합니다.',
  valueNull: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. null과는 비교할 수 없습니다.',
  valueNotNear:
    '“{{path}}” near의 값이 올바르지 않습니다. "longitude,latitude[,maxDistance[,minDistance]]" 형식이어야 하며, 경도는 ±180, 위도는 ±90 범위 안이어야 합니다.',
  valueNegativeDistance: '“{{path}}” near의 값이 올바르지 않습니다. 거리는 미터 단위이며 음수일 수 없습니다.',
  valueNotPosition: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. 위치는 [longitude, latitude] 형식입니다.',
  valuePositionOutOfRange:
    '“{{path}}” {{operator}}의 값이 올바르지 않습니다. 위치는 [longitude, latitude] 형식이며, 경도는 ±180, 위도는 ±90 범위 안이어야 합니다.',
  valueNotGeometry: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. GeoJSON 지오메트리가 필요합니다.',
  valuePolygonTooShort: '“{{path}}” {{operator}}의 값이 올바르지 않습니다. Polygon에는 위치가 4개 이상인 외곽 링이 필요합니다.',
  valueGeometryType:
    '“{{path}}” {{operator}}의 값이 올바르지 않습니다. GeoJSON 유형은 Point 또는 Polygon이어야 하는데 {{value}} 값을 받았습니다.',
  richTextComparesWithText:
    '“{{path}}” {{operator}}의 값이 올바르지 않습니다: 서식 있는 텍스트 필드는 목록이나 객체가 아니라 텍스트와 비교합니다.',
  numberNotExact:
    '“{{path}}” {{operator}}의 값이 올바르지 않습니다: {{value}}은(는) ±{{limit}}을(를) 넘어서며, 그 너머의 숫자는 정확하지 않습니다.',

  // --- sort
  sortTooMany: '정렬 기준 필드는 최대 {{limit}}개까지 지정할 수 있습니다.',
  sortInvalid: '정렬 {{value}}이(가) 올바르지 않습니다. 필드 이름을 지정하고, 내림차순이면 앞에 -를 붙이세요.',
  sortNotComparable: '“{{path}}”(으)로 정렬할 수 없습니다. 비교할 수 있는 단일 값을 담고 있지 않습니다.',
  sortIntoArray: '“{{path}}”(으)로 정렬할 수 없습니다. 경로가 배열 안으로 들어갑니다.',
  sortIntoBlocks: '“{{path}}”(으)로 정렬할 수 없습니다. 경로가 블록 안으로 들어갑니다.',
  sortIntoRelationship: '“{{path}}”(으)로 정렬할 수 없습니다. 경로가 관계 안으로 들어갑니다.',
  sortIntoRelationshipList: '“{{path}}”(으)로 정렬할 수 없습니다. 경로가 관계 목록 안으로 들어갑니다.',

  // --- request bodies
  bodyNotObject: '요청 본문은 필드 값으로 이루어진 JSON 객체여야 하며, Content-Type: application/json으로 보내야 합니다.',
  fieldsInvalid_one: '다음 필드가 올바르지 않습니다: {{paths}}',
  fieldsInvalid_other: '다음 필드들이 올바르지 않습니다: {{paths}}',
  preferenceBody: '본문은 value에 환경설정을 담은 JSON 객체여야 합니다: { "value": … }.',
  preferenceBodyExtra: '본문에는 value만 들어갈 수 있습니다. {{keys}}을(를) 제거하세요.',
  preferenceKeyInvalid: '환경설정 키는 1~{{max}}자의 텍스트입니다. 받은 값: {{value}}.',
  seoBody: '본문은 JSON 객체여야 합니다: { collection 또는 global, id?, path, doc, locale? }.',
  seoPathMissing: 'path에는 "meta" 같은 SEO 그룹을 지정해야 합니다.',
  seoDocNotObject: 'doc은 객체, 즉 폼에 들어 있는 그대로의 문서여야 합니다.',
  formStateBody:
    '본문은 JSON 객체여야 합니다: { collection 또는 global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState는 필드 경로를 키로 하는 { value } 항목의 객체여야 합니다.',
  formStateEntryNotObject: 'formState["{{path}}"]는 value가 있는 객체여야 합니다.',
  formStateInvalidPath: 'formState에 올바르지 않은 경로 “{{path}}”이(가) 있습니다.',
  dataNotObject: 'data는 필드 값의 객체(폼에 들어 있는 그대로의 문서)여야 합니다.',
  dataMissing: '본문에 data가 필요합니다. 필드 값의 객체를 보내세요(또는 formState: { path: { value } }).',
  localeNotText: 'locale은 "en" 같은 로케일 코드여야 합니다.',
  operationInvalid: 'operation은 "create" 또는 "update"여야 합니다. 받은 값: {{value}}.',
  schemaPathNotText: 'schemaPath는 "layout.2" 같은 필드 경로여야 합니다(행 인덱스 포함).',
  schemaPathNoField:
    'schemaPath “{{schemaPath}}”은(는) “{{entity}}”의 필드를 가리키지 않습니다. “{{at}}”에 “{{name}}” 필드가 없습니다.',
  schemaPathNoSubFields:
    'schemaPath “{{schemaPath}}”은(는) “{{entity}}”의 필드를 가리키지 않습니다. “{{name}}”에는 필드가 없습니다.',
  schemaPathRowIndex:
    'schemaPath “{{schemaPath}}”은(는) “{{entity}}”의 필드를 가리키지 않습니다. “{{name}}”은(는) 행 목록이므로 그 뒤에는 “{{index}}”이(가) 아니라 행 인덱스가 와야 합니다.',
  collectionOrGlobal: 'collection과 global 중 정확히 하나만 슬러그로 지정하세요.',
  collectionNotSlug: 'collection은 슬러그여야 합니다.',
  globalNotSlug: 'global은 슬러그여야 합니다.',
  globalOnlyUpdated: '글로벌은 업데이트만 할 수 있습니다. operation "update"를 보내세요.',
  globalHasNoID: '글로벌에는 ID가 없습니다. id를 빼세요.',
  createHasNoID: 'id는 operation "update"에서만 씁니다. 새 문서에는 ID가 없습니다.',
  updateNeedsID: 'operation "update"에는 편집 중인 문서의 ID가 필요합니다.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins는 false이거나 조인 필드별 옵션(예: joins[posts][limit]=5)이어야 합니다.',
  joinUnknown: 'joins에 지정된 “{{name}}”은(는) 이 컬렉션의 조인 필드가 아닙니다. 조인 필드: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}]에는 “{{option}}” 옵션이 없습니다. 옵션은 limit, sort, where, count입니다.',
};
