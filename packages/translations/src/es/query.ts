import type { NamespaceStrings } from '../types.ts';

/** Spanish: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'La cadena de consulta tiene más de {{limit}} niveles de anidamiento; envía un where más profundo como JSON (where={...}) o como POST con X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Una lista de la cadena de consulta tiene más de {{limit}} elementos; envía una lista más larga separada por comas (in=1,2,3) o como JSON (where={...}).',
  tooManyParameters: 'La cadena de consulta tiene más de {{limit}} parámetros.',
  unreadable: 'No se pudo leer la cadena de consulta: {{reason}}',
  whereNotJSON: 'where no es un JSON válido: {{reason}}',
  selectInvalid: 'select debe ser un objeto como select[title]=true o una lista de campos separados por comas.',
  notTrueOrFalse: 'Se esperaba true o false, pero se recibió {{value}}.',
  depthOutOfRange: 'depth debe ser un número entero de 0 a {{max}}; se recibió {{value}}.',
  countOutOfRange: '{{name}} debe ser un número entero de {{min}} a {{max}}; se recibió {{value}}.',
  countTooSmall: '{{name}} debe ser un número entero mayor o igual que {{min}}; se recibió {{value}}.',
  tooManyUnpaged:
    'Esta consulta coincide con más de {{limit}} documentos, el máximo que devuelve una lectura sin paginar; usa limit y page.',
  localeAllNotWritable: 'No se puede escribir con locale=all; envía un solo idioma por solicitud.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} debe ser un objeto de condiciones sobre campos.',
  whereNotList: '{{at}} debe ser una lista de condiciones.',
  whereNotOperators: '{{at}} debe asociar operadores con valores, por ejemplo { "equals": "x" }.',
  unknownOperator: 'Operador «{{operator}}» desconocido en «{{path}}». Operadores: {{operators}}.',
  operatorNotAllowed: 'El operador «{{operator}}» no se puede usar en «{{path}}». Permitidos: {{allowed}}.',
  tooManyConditions: 'Una consulta puede tener como máximo {{limit}} condiciones.',
  pathInvalid: 'La ruta «{{path}}» no es válida.',
  pathUnknownField: 'La ruta «{{path}}» no es válida: «{{name}}» no es un campo de {{owner}}.',
  pathNoSubFields: 'La ruta «{{path}}» no es válida: «{{name}}» ({{type}}) no tiene subcampos.',
  pathPastEnd: 'La ruta «{{path}}» continúa más allá de «{{name}}», que no tiene subcampos.',
  pathAcrossRelationship:
    'La ruta «{{path}}» lee {{name}} a través de una relación, algo que no se admite; filtra por un campo en su lugar.',
  pathTooManyHops: 'La ruta «{{path}}» atraviesa más de {{limit}} relaciones.',
  pathNotReadable: 'No se puede consultar la ruta «{{path}}»: no tienes permiso para leerla.',

  // --- where: values
  valueNotSingle:
    'Valor no válido para «{{path}}» {{operator}}: se esperaba un único valor, pero se recibió un objeto o una lista.',
  valueNotNumber: 'Valor no válido para «{{path}}» {{operator}}: «{{value}}» no es un número.',
  valueNotBoolean: 'Valor no válido para «{{path}}» {{operator}}: «{{value}}» no es true ni false.',
  valueNotDate: 'Valor no válido para «{{path}}» {{operator}}: «{{value}}» no es una fecha.',
  valueNotID: 'Valor no válido para «{{path}}» {{operator}}: «{{value}}» no es un ID válido.',
  valueNotTrueOrFalse: 'Valor no válido para «{{path}}» {{operator}}: se esperaba true o false.',
  valueNotList: 'Valor no válido para «{{path}}» {{operator}}: se esperaba una lista de valores.',
  valueNotText: 'Valor no válido para «{{path}}» {{operator}}: se esperaba texto.',
  valueNull: 'Valor no válido para «{{path}}» {{operator}}: no se puede comparar con null.',
  valueNotNear:
    'Valor no válido para «{{path}}» near: se esperaba "longitude,latitude[,maxDistance[,minDistance]]", con la longitud dentro de ±180 y la latitud dentro de ±90.',
  valueNegativeDistance: 'Valor no válido para «{{path}}» near: las distancias se expresan en metros y no pueden ser negativas.',
  valueNotPosition: 'Valor no válido para «{{path}}» {{operator}}: una posición tiene la forma [longitude, latitude].',
  valuePositionOutOfRange:
    'Valor no válido para «{{path}}» {{operator}}: una posición tiene la forma [longitude, latitude], con la longitud dentro de ±180 y la latitud dentro de ±90.',
  valueNotGeometry: 'Valor no válido para «{{path}}» {{operator}}: se esperaba una geometría GeoJSON.',
  valuePolygonTooShort:
    'Valor no válido para «{{path}}» {{operator}}: un Polygon necesita un anillo exterior de al menos 4 posiciones.',
  valueGeometryType:
    'Valor no válido para «{{path}}» {{operator}}: el tipo GeoJSON debe ser Point o Polygon, pero se recibió {{value}}.',
  richTextComparesWithText:
    'Valor no válido para «{{path}}» {{operator}}: un campo de texto enriquecido se compara con texto, no con una lista ni un objeto.',
  numberNotExact:
    'Valor no válido para «{{path}}» {{operator}}: {{value}} está más allá de ±{{limit}}, donde los números dejan de ser exactos.',

  // --- sort
  sortTooMany: 'Ordena por {{limit}} campos como máximo.',
  sortInvalid: 'Orden {{value}} no válido: indica un campo, precedido de - para el orden descendente.',
  sortNotComparable: 'No se puede ordenar por «{{path}}»: no contiene un único valor comparable.',
  sortIntoArray: 'No se puede ordenar por «{{path}}»: la ruta entra en un array.',
  sortIntoBlocks: 'No se puede ordenar por «{{path}}»: la ruta entra en bloques.',
  sortIntoRelationship: 'No se puede ordenar por «{{path}}»: la ruta entra en una relación.',
  sortIntoRelationshipList: 'No se puede ordenar por «{{path}}»: la ruta entra en una lista de relaciones.',

  // --- request bodies
  bodyNotObject:
    'El cuerpo de la solicitud debe ser un objeto JSON con valores de campos, enviado con Content-Type: application/json.',
  fieldsInvalid_one: 'El siguiente campo no es válido: {{paths}}',
  fieldsInvalid_other: 'Los siguientes campos no son válidos: {{paths}}',
  preferenceBody: 'El cuerpo debe ser un objeto JSON con la preferencia en value: { "value": … }.',
  preferenceBodyExtra: 'El cuerpo solo puede contener value; quita {{keys}}.',
  preferenceKeyInvalid: 'Una clave de preferencia es un texto de 1 a {{max}} caracteres; se recibió {{value}}.',
  seoBody: 'El cuerpo debe ser un objeto JSON: { collection o global, id?, path, doc, locale? }.',
  seoPathMissing: 'path debe indicar el grupo SEO, por ejemplo "meta".',
  seoDocNotObject: 'doc debe ser un objeto: el documento tal como lo tiene el formulario.',
  formStateBody:
    'El cuerpo debe ser un objeto JSON: { collection o global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState debe ser un objeto de entradas { value } cuyas claves son rutas de campo.',
  formStateEntryNotObject: 'formState["{{path}}"] debe ser un objeto con un value.',
  formStateInvalidPath: 'formState contiene una ruta no válida: «{{path}}».',
  dataNotObject: 'data debe ser un objeto de valores de campos (el documento tal como lo tiene el formulario).',
  dataMissing: 'Al cuerpo le falta data: un objeto de valores de campos (o formState: { path: { value } }).',
  localeNotText: 'locale debe ser un código de idioma, como "en".',
  operationInvalid: 'operation debe ser "create" o "update"; se recibió {{value}}.',
  schemaPathNotText: 'schemaPath debe ser una ruta de campo como "layout.2" (con los índices de fila incluidos).',
  schemaPathNoField:
    'schemaPath «{{schemaPath}}» no designa ningún campo de «{{entity}}»: no hay ningún campo «{{name}}» en «{{at}}».',
  schemaPathNoSubFields: 'schemaPath «{{schemaPath}}» no designa ningún campo de «{{entity}}»: «{{name}}» no contiene campos.',
  schemaPathRowIndex:
    'schemaPath «{{schemaPath}}» no designa ningún campo de «{{entity}}»: «{{name}}» es una lista de filas, así que debe ir seguido de un índice de fila, no de «{{index}}».',
  collectionOrGlobal: 'Indica exactamente uno de los dos, collection o global (un slug).',
  collectionNotSlug: 'collection debe ser un slug.',
  globalNotSlug: 'global debe ser un slug.',
  globalOnlyUpdated: 'Un global solo se puede actualizar: envía operation "update".',
  globalHasNoID: 'Un global no tiene ID; omite id.',
  createHasNoID: 'id solo se usa con operation "update"; un documento nuevo todavía no tiene ninguno.',
  updateNeedsID: 'operation "update" necesita el ID del documento que se está editando.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins debe ser false, o bien opciones por campo de unión, como joins[posts][limit]=5.',
  joinUnknown: 'joins nombra «{{name}}», que no es un campo de unión de esta colección. Campos de unión: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] no tiene la opción «{{option}}»; las opciones son limit, sort, where y count.',
};
