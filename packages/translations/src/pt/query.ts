import type { NamespaceStrings } from '../types.ts';

/** Portuguese: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'A string de consulta tem mais de {{limit}} níveis de aninhamento; envie um where mais profundo como JSON (where={...}) ou como um POST com X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Uma lista na string de consulta tem mais de {{limit}} itens; envie uma lista maior separada por vírgulas (in=1,2,3) ou como JSON (where={...}).',
  tooManyParameters: 'A string de consulta tem mais de {{limit}} parâmetros.',
  unreadable: 'Não foi possível ler a string de consulta: {{reason}}',
  whereNotJSON: 'where não é um JSON válido: {{reason}}',
  selectInvalid: 'select deve ser um objeto, como select[title]=true, ou uma lista de campos separados por vírgulas.',
  notTrueOrFalse: 'Era esperado true ou false; recebido: {{value}}.',
  depthOutOfRange: 'depth deve ser um número inteiro de 0 a {{max}}; recebido: {{value}}.',
  countOutOfRange: '{{name}} deve ser um número inteiro de {{min}} a {{max}}; recebido: {{value}}.',
  countTooSmall: '{{name}} deve ser um número inteiro maior ou igual a {{min}}; recebido: {{value}}.',
  tooManyUnpaged:
    'Esta consulta corresponde a mais de {{limit}} documentos, o máximo que uma leitura sem paginação retorna; use limit e page.',
  localeAllNotWritable: 'Não é possível gravar com locale=all; envie um idioma por solicitação.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} deve ser um objeto de condições sobre campos.',
  whereNotList: '{{at}} deve ser uma lista de condições.',
  whereNotOperators: '{{at}} deve associar operadores a valores, por exemplo { "equals": "x" }.',
  unknownOperator: 'Operador desconhecido “{{operator}}” em “{{path}}”. Operadores: {{operators}}.',
  operatorNotAllowed: 'O operador “{{operator}}” não pode ser usado em “{{path}}”. Permitidos: {{allowed}}.',
  tooManyConditions: 'Uma consulta pode ter no máximo {{limit}} condições.',
  pathInvalid: 'O caminho “{{path}}” não é válido.',
  pathUnknownField: 'O caminho “{{path}}” não é válido: “{{name}}” não é um campo de {{owner}}.',
  pathNoSubFields: 'O caminho “{{path}}” não é válido: “{{name}}” ({{type}}) não tem subcampos.',
  pathPastEnd: 'O caminho “{{path}}” continua depois de “{{name}}”, que não tem subcampos.',
  pathAcrossRelationship:
    'O caminho “{{path}}” lê {{name}} através de um relacionamento, o que não é suportado; filtre por um campo em vez disso.',
  pathTooManyHops: 'O caminho “{{path}}” atravessa mais de {{limit}} relacionamentos.',
  pathNotReadable: 'O caminho “{{path}}” não pode ser consultado: você não tem permissão para lê-lo.',

  // --- where: values
  valueNotSingle:
    'Valor inválido para “{{path}}” {{operator}}: era esperado um único valor, mas foi recebido um objeto ou uma lista.',
  valueNotNumber: 'Valor inválido para “{{path}}” {{operator}}: “{{value}}” não é um número.',
  valueNotBoolean: 'Valor inválido para “{{path}}” {{operator}}: “{{value}}” não é true nem false.',
  valueNotDate: 'Valor inválido para “{{path}}” {{operator}}: “{{value}}” não é uma data.',
  valueNotID: 'Valor inválido para “{{path}}” {{operator}}: “{{value}}” não é um ID válido.',
  valueNotTrueOrFalse: 'Valor inválido para “{{path}}” {{operator}}: era esperado true ou false.',
  valueNotList: 'Valor inválido para “{{path}}” {{operator}}: era esperada uma lista de valores.',
  valueNotText: 'Valor inválido para “{{path}}” {{operator}}: era esperado um texto.',
  valueNull: 'Valor inválido para “{{path}}” {{operator}}: não é possível comparar com null.',
  valueNotNear:
    'Valor inválido para “{{path}}” near: era esperado "longitude,latitude[,maxDistance[,minDistance]]", com a longitude dentro de ±180 e a latitude dentro de ±90.',
  valueNegativeDistance: 'Valor inválido para “{{path}}” near: as distâncias são em metros e não podem ser negativas.',
  valueNotPosition: 'Valor inválido para “{{path}}” {{operator}}: uma posição tem a forma [longitude, latitude].',
  valuePositionOutOfRange:
    'Valor inválido para “{{path}}” {{operator}}: uma posição tem a forma [longitude, latitude], com a longitude dentro de ±180 e a latitude dentro de ±90.',
  valueNotGeometry: 'Valor inválido para “{{path}}” {{operator}}: era esperada uma geometria GeoJSON.',
  valuePolygonTooShort:
    'Valor inválido para “{{path}}” {{operator}}: um Polygon precisa de um anel externo com pelo menos 4 posições.',
  valueGeometryType:
    'Valor inválido para “{{path}}” {{operator}}: o tipo GeoJSON deve ser Point ou Polygon; recebido: {{value}}.',
  richTextComparesWithText:
    'Valor inválido para “{{path}}” {{operator}}: um campo de texto rico é comparado com texto, não com uma lista ou um objeto.',
  numberNotExact:
    'Valor inválido para “{{path}}” {{operator}}: {{value}} está além de ±{{limit}}, a partir de onde os números deixam de ser exatos.',

  // --- sort
  sortTooMany: 'Ordene por no máximo {{limit}} campos.',
  sortInvalid: 'Ordenação inválida {{value}}: indique um campo, com - na frente para ordem decrescente.',
  sortNotComparable: 'Não é possível ordenar por “{{path}}”: ele não contém um único valor comparável.',
  sortIntoArray: 'Não é possível ordenar por “{{path}}”: o caminho entra em um array.',
  sortIntoBlocks: 'Não é possível ordenar por “{{path}}”: o caminho entra em blocos.',
  sortIntoRelationship: 'Não é possível ordenar por “{{path}}”: o caminho entra em um relacionamento.',
  sortIntoRelationshipList: 'Não é possível ordenar por “{{path}}”: o caminho entra em uma lista de relacionamentos.',

  // --- request bodies
  bodyNotObject:
    'O corpo da solicitação deve ser um objeto JSON com valores de campos, enviado com Content-Type: application/json.',
  fieldsInvalid_one: 'O seguinte campo é inválido: {{paths}}',
  fieldsInvalid_other: 'Os seguintes campos são inválidos: {{paths}}',
  preferenceBody: 'O corpo deve ser um objeto JSON com a preferência em value: { "value": … }.',
  preferenceBodyExtra: 'O corpo só pode conter value; remova {{keys}}.',
  preferenceKeyInvalid: 'Uma chave de preferência é um texto de 1 a {{max}} caracteres; recebido: {{value}}.',
  seoBody: 'O corpo deve ser um objeto JSON: { collection ou global, id?, path, doc, locale? }.',
  seoPathMissing: 'path deve indicar o grupo de SEO, como "meta".',
  seoDocNotObject: 'doc deve ser um objeto: o documento tal como o formulário o mantém.',
  formStateBody:
    'O corpo deve ser um objeto JSON: { collection ou global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState deve ser um objeto de entradas { value } indexadas pelo caminho do campo.',
  formStateEntryNotObject: 'formState["{{path}}"] deve ser um objeto com um value.',
  formStateInvalidPath: 'formState tem um caminho inválido: “{{path}}”.',
  dataNotObject: 'data deve ser um objeto com valores de campos (o documento tal como o formulário o mantém).',
  dataMissing: 'O corpo precisa de data: um objeto com valores de campos (ou formState: { path: { value } }).',
  localeNotText: 'locale deve ser um código de idioma, como "en".',
  operationInvalid: 'operation deve ser "create" ou "update"; recebido: {{value}}.',
  schemaPathNotText: 'schemaPath deve ser um caminho de campo, como "layout.2" (incluindo os índices das linhas).',
  schemaPathNoField:
    'schemaPath “{{schemaPath}}” não indica um campo de “{{entity}}”: não há nenhum campo “{{name}}” em “{{at}}”.',
  schemaPathNoSubFields: 'schemaPath “{{schemaPath}}” não indica um campo de “{{entity}}”: “{{name}}” não contém campos.',
  schemaPathRowIndex:
    'schemaPath “{{schemaPath}}” não indica um campo de “{{entity}}”: “{{name}}” é uma lista de linhas, então deve ser seguido por um índice de linha, e não por “{{index}}”.',
  collectionOrGlobal: 'Indique exatamente um entre collection e global (um slug).',
  collectionNotSlug: 'collection deve ser um slug.',
  globalNotSlug: 'global deve ser um slug.',
  globalOnlyUpdated: 'Um global só pode ser atualizado: envie operation "update".',
  globalHasNoID: 'Um global não tem id; omita id.',
  createHasNoID: 'id só se aplica a operation "update"; um documento novo não tem id.',
  updateNeedsID: 'operation "update" precisa do id do documento que está sendo editado.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins deve ser false ou conter opções por campo de junção, como joins[posts][limit]=5.',
  joinUnknown: 'joins menciona “{{name}}”, que não é um campo de junção desta coleção. Campos de junção: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] não tem a opção “{{option}}”; as opções são limit, sort, where e count.',
};
