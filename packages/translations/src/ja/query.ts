import type { NamespaceStrings } from '../types.ts';

/** Japanese: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'クエリ文字列のネストが{{limit}}階層を超えています。より深い where は JSON（where={...}）で送るか、X-HTTP-Method-Override: GET を付けた POST で送ってください。',
  tooManyItems:
    'クエリ文字列内のリストの項目が{{limit}}件を超えています。長いリストはカンマ区切り（in=1,2,3）か JSON（where={...}）で送ってください。',
  tooManyParameters: 'クエリ文字列のパラメーターが{{limit}}個を超えています。',
  unreadable: 'クエリ文字列を読み取れませんでした：{{reason}}',
  whereNotJSON: 'where が有効な JSON ではありません：{{reason}}',
  selectInvalid: 'select には select[title]=true のようなオブジェクトか、カンマ区切りのフィールドのリストを指定してください。',
  notTrueOrFalse: 'true または false が必要ですが、{{value}} が指定されました。',
  depthOutOfRange: 'depth は0から{{max}}までの整数で指定してください（指定値：{{value}}）。',
  countOutOfRange: '{{name}} は{{min}}から{{max}}までの整数で指定してください（指定値：{{value}}）。',
  countTooSmall: '{{name}} は{{min}}以上の整数で指定してください（指定値：{{value}}）。',
  tooManyUnpaged:
    'このクエリに一致するドキュメントが、ページ分割なしの読み取りで返せる上限の{{limit}}件を超えています。limit と page を使ってください。',
  localeAllNotWritable: 'locale=all では書き込めません。リクエストごとにロケールを1つ指定してください。',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} はフィールド条件のオブジェクトである必要があります。',
  whereNotList: '{{at}} は条件のリストである必要があります。',
  whereNotOperators: '{{at}} は演算子を値に対応付けるオブジェクトである必要があります（例：{ "equals": "x" }）。',
  unknownOperator: '「{{path}}」の演算子「{{operator}}」は不明です。演算子：{{operators}}。',
  operatorNotAllowed: '演算子「{{operator}}」は「{{path}}」には使用できません。使用できるもの：{{allowed}}。',
  tooManyConditions: '1つのクエリに含められる条件は{{limit}}個までです。',
  pathInvalid: 'パス「{{path}}」は無効です。',
  pathUnknownField: 'パス「{{path}}」は無効です：「{{name}}」は{{owner}}のフィールドではありません。',
  pathNoSubFields: 'パス「{{path}}」は無効です：「{{name}}」（{{type}}）にはサブフィールドがありません。',
  pathPastEnd: 'パス「{{path}}」が、サブフィールドを持たない「{{name}}」のさらに先へ続いています。',
  pathAcrossRelationship:
    'パス「{{path}}」はリレーションシップを越えて{{name}}を読み取ろうとしていますが、これはサポートされていません。代わりにフィールドで絞り込んでください。',
  pathTooManyHops: 'パス「{{path}}」は{{limit}}個を超えるリレーションシップをまたいでいます。',
  pathNotReadable: 'パス「{{path}}」ではクエリできません：読み取る権限がありません。',

  // --- where: values
  valueNotSingle: '「{{path}}」の {{operator}} の値が無効です：単一の値が必要ですが、オブジェクトまたはリストが指定されました。',
  valueNotNumber: '「{{path}}」の {{operator}} の値が無効です：「{{value}}」は数値ではありません。',
  valueNotBoolean: '「{{path}}」の {{operator}} の値が無効です：「{{value}}」は true でも false でもありません。',
  valueNotDate: '「{{path}}」の {{operator}} の値が無効です：「{{value}}」は日付ではありません。',
  valueNotID: '「{{path}}」の {{operator}} の値が無効です：「{{value}}」は有効なIDではありません。',
  valueNotTrueOrFalse: '「{{path}}」の {{operator}} の値が無効です：true または false が必要です。',
  valueNotList: '「{{path}}」の {{operator}} の値が無効です：値のリストが必要です。',
  valueNotText: '「{{path}}」の {{operator}} の値が無効です：テキストが必要です。',
  valueNull: '「{{path}}」の {{operator}} の値が無効です：null とは比較できません。',
  valueNotNear:
    '「{{path}}」の near の値が無効です："longitude,latitude[,maxDistance[,minDistance]]" の形式で、経度は±180、緯度は±90の範囲で指定してください。',
  valueNegativeDistance: '「{{path}}」の near の値が無効です：距離の単位はメートルで、負の値は指定できません。',
  valueNotPosition: '「{{path}}」の {{operator}} の値が無効です：位置は [longitude, latitude] の形式です。',
  valuePositionOutOfRange:
    '「{{path}}」の {{operator}} の値が無効です：位置は [longitude, latitude] の形式で、経度は±180、緯度は±90の範囲です。',
  valueNotGeometry: '「{{path}}」の {{operator}} の値が無効です：GeoJSON のジオメトリが必要です。',
  valuePolygonTooShort: '「{{path}}」の {{operator}} の値が無効です：Polygon には4つ以上の位置からなる外側のリングが必要です。',
  valueGeometryType:
    '「{{path}}」の {{operator}} の値が無効です：GeoJSON の type は Point か Polygon である必要がありますが、{{value}} が指定されました。',
  richTextComparesWithText:
    '「{{path}}」{{operator}} の値が無効です: リッチテキストのフィールドはテキストと比較するもので、リストやオブジェクトとは比較できません。',
  numberNotExact:
    '「{{path}}」{{operator}} の値が無効です: {{value}} は ±{{limit}} を超えており、その先の数値は正確ではありません。',

  // --- sort
  sortTooMany: '並べ替えに使えるフィールドは{{limit}}個までです。',
  sortInvalid: '並べ替え {{value}} は無効です：フィールド名を指定し、降順にする場合は先頭に - を付けてください。',
  sortNotComparable: '「{{path}}」で並べ替えできません：比較可能な単一の値を持っていません。',
  sortIntoArray: '「{{path}}」で並べ替えできません：配列の中を参照しています。',
  sortIntoBlocks: '「{{path}}」で並べ替えできません：ブロックの中を参照しています。',
  sortIntoRelationship: '「{{path}}」で並べ替えできません：リレーションシップの中を参照しています。',
  sortIntoRelationshipList: '「{{path}}」で並べ替えできません：リレーションシップのリストの中を参照しています。',

  // --- request bodies
  bodyNotObject:
    'リクエスト本文は、フィールドの値を持つ JSON オブジェクトとして Content-Type: application/json で送る必要があります。',
  fieldsInvalid_one: '次のフィールドが無効です：{{paths}}',
  fieldsInvalid_other: '次のフィールドが無効です：{{paths}}',
  preferenceBody: '本文は、value に設定を入れた JSON オブジェクトである必要があります：{ "value": … }。',
  preferenceBodyExtra: '本文に含められるのは value だけです。{{keys}} を削除してください。',
  preferenceKeyInvalid: '設定のキーは1〜{{max}}文字のテキストです（指定値：{{value}}）。',
  seoBody: '本文は JSON オブジェクトである必要があります：{ collection または global, id?, path, doc, locale? }。',
  seoPathMissing: 'path には "meta" のように SEO グループを指定してください。',
  seoDocNotObject: 'doc はオブジェクト（フォームが保持しているとおりのドキュメント）である必要があります。',
  formStateBody:
    '本文は JSON オブジェクトである必要があります：{ collection または global, id?, data, operation: "create" | "update", schemaPath?, locale? }。',
  formStateNotObject: 'formState は、フィールドのパスをキーとする { value } エントリのオブジェクトである必要があります。',
  formStateEntryNotObject: 'formState["{{path}}"] は value を持つオブジェクトである必要があります。',
  formStateInvalidPath: 'formState に無効なパス「{{path}}」があります。',
  dataNotObject: 'data はフィールドの値のオブジェクト（フォームが保持しているとおりのドキュメント）である必要があります。',
  dataMissing: '本文に data が必要です：フィールドの値のオブジェクト（または formState: { path: { value } }）。',
  localeNotText: 'locale には "en" のようなロケールコードを指定してください。',
  operationInvalid: 'operation は "create" か "update" である必要があります（指定値：{{value}}）。',
  schemaPathNotText: 'schemaPath には "layout.2" のようなフィールドのパス（行インデックスを含む）を指定してください。',
  schemaPathNoField:
    'schemaPath「{{schemaPath}}」は「{{entity}}」のフィールドを指していません：「{{at}}」に「{{name}}」というフィールドはありません。',
  schemaPathNoSubFields:
    'schemaPath「{{schemaPath}}」は「{{entity}}」のフィールドを指していません：「{{name}}」はフィールドを含んでいません。',
  schemaPathRowIndex:
    'schemaPath「{{schemaPath}}」は「{{entity}}」のフィールドを指していません：「{{name}}」は行のリストなので、その後には「{{index}}」ではなく行インデックスが続く必要があります。',
  collectionOrGlobal: 'collection と global のどちらか一方だけを（スラッグで）指定してください。',
  collectionNotSlug: 'collection はスラッグである必要があります。',
  globalNotSlug: 'global はスラッグである必要があります。',
  globalOnlyUpdated: 'グローバルは更新することしかできません。operation "update" を送ってください。',
  globalHasNoID: 'グローバルにはIDがありません。id は省略してください。',
  createHasNoID: 'id を使うのは operation "update" の場合だけです。新しいドキュメントにはIDがありません。',
  updateNeedsID: 'operation "update" には、編集するドキュメントのIDが必要です。',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins には false か、結合フィールドごとのオプション（例: joins[posts][limit]=5）を指定してください。',
  joinUnknown: 'joins で指定された「{{name}}」は、このコレクションの結合フィールドではありません。結合フィールド: {{joins}}。',
  joinOptionUnknown: 'joins[{{name}}] にオプション「{{option}}」はありません。指定できるのは limit、sort、where、count です。',
};
