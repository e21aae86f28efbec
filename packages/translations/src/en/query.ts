/**
 * Why the server refused a request's shape (400): its query string, where and sort, depth, limit and page,
 * and the bodies of the form-state, SEO and preference routes. Values taken from the request arrive in the
 * variables, cut short when they are long, never in the key.
 */
export const query = {
  // --- the query string
  tooDeep:
    'The query string nests deeper than {{limit}} levels; send a deeper where as JSON (where={...}) or as a POST with X-HTTP-Method-Override: GET.',
  tooManyItems:
    'A list in the query string holds more than {{limit}} items; send a longer list comma-separated (in=1,2,3) or as JSON (where={...}).',
  tooManyParameters: 'The query string has more than {{limit}} parameters.',
  unreadable: 'The query string could not be read: {{reason}}',
  whereNotJSON: 'where is not valid JSON: {{reason}}',
  selectInvalid: 'select must be an object such as select[title]=true, or a comma list of fields.',
  notTrueOrFalse: 'Expected true or false, got {{value}}.',
  depthOutOfRange: 'depth must be a whole number from 0 to {{max}}; got {{value}}.',
  countOutOfRange: '{{name}} must be a whole number from {{min}} to {{max}}; got {{value}}.',
  countTooSmall: '{{name}} must be a whole number of at least {{min}}; got {{value}}.',
  tooManyUnpaged: 'This query matches more than {{limit}} documents, the most one unpaginated read returns; use limit and page.',
  localeAllNotWritable: 'locale=all cannot be written; send one locale per request.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} must be an object of field conditions.',
  whereNotList: '{{at}} must be a list of conditions.',
  whereNotOperators: '{{at}} must map operators to values, e.g. { "equals": "x" }.',
  unknownOperator: 'Unknown operator "{{operator}}" on "{{path}}". Operators: {{operators}}.',
  operatorNotAllowed: 'The operator "{{operator}}" cannot be used on "{{path}}". Allowed: {{allowed}}.',
  tooManyConditions: 'A query may hold at most {{limit}} conditions.',
  pathInvalid: 'The path "{{path}}" is not valid.',
  pathUnknownField: 'The path "{{path}}" is not valid: "{{name}}" is not a field of {{owner}}.',
  pathNoSubFields: 'The path "{{path}}" is not valid: "{{name}}" ({{type}}) has no sub-fields.',
  pathPastEnd: 'The path "{{path}}" continues past "{{name}}", which has no sub-fields.',
  pathAcrossRelationship:
    'The path "{{path}}" reads {{name}} across a relationship, which is not supported; filter on a field instead.',
  pathTooManyHops: 'The path "{{path}}" crosses more than {{limit}} relationships.',
  pathNotReadable: 'The path "{{path}}" cannot be queried: you may not read it.',

  // --- where: values
  valueNotSingle: 'Invalid value for "{{path}}" {{operator}}: expected a single value, got an object or list.',
  valueNotNumber: 'Invalid value for "{{path}}" {{operator}}: "{{value}}" is not a number.',
  valueNotBoolean: 'Invalid value for "{{path}}" {{operator}}: "{{value}}" is not true or false.',
  valueNotDate: 'Invalid value for "{{path}}" {{operator}}: "{{value}}" is not a date.',
  valueNotID: 'Invalid value for "{{path}}" {{operator}}: "{{value}}" is not a valid id.',
  valueNotTrueOrFalse: 'Invalid value for "{{path}}" {{operator}}: expected true or false.',
  valueNotList: 'Invalid value for "{{path}}" {{operator}}: expected a list of values.',
  valueNotText: 'Invalid value for "{{path}}" {{operator}}: expected text.',
  valueNull: 'Invalid value for "{{path}}" {{operator}}: cannot compare with null.',
  valueNotNear:
    'Invalid value for "{{path}}" near: expected "longitude,latitude[,maxDistance[,minDistance]]" with longitude in ±180 and latitude in ±90.',
  valueNegativeDistance: 'Invalid value for "{{path}}" near: distances are metres and cannot be negative.',
  valueNotPosition: 'Invalid value for "{{path}}" {{operator}}: a position is [longitude, latitude].',
  valuePositionOutOfRange:
    'Invalid value for "{{path}}" {{operator}}: a position is [longitude, latitude] with longitude in ±180 and latitude in ±90.',
  valueNotGeometry: 'Invalid value for "{{path}}" {{operator}}: expected a GeoJSON geometry.',
  valuePolygonTooShort: 'Invalid value for "{{path}}" {{operator}}: a Polygon needs an outer ring of at least 4 positions.',
  valueGeometryType: 'Invalid value for "{{path}}" {{operator}}: GeoJSON type must be Point or Polygon, got {{value}}.',
  richTextComparesWithText:
    'Invalid value for "{{path}}" {{operator}}: a rich-text field is compared with text, not with a list or an object.',
  numberNotExact: 'Invalid value for "{{path}}" {{operator}}: {{value}} is beyond ±{{limit}}, past which numbers are not exact.',

  // --- sort
  sortTooMany: 'Sort by at most {{limit}} fields.',
  sortInvalid: 'Invalid sort {{value}}: name a field, with - in front for descending order.',
  sortNotComparable: 'Cannot sort by "{{path}}": it does not hold a single comparable value.',
  sortIntoArray: 'Cannot sort by "{{path}}": it reaches into an array.',
  sortIntoBlocks: 'Cannot sort by "{{path}}": it reaches into blocks.',
  sortIntoRelationship: 'Cannot sort by "{{path}}": it reaches into a relationship.',
  sortIntoRelationshipList: 'Cannot sort by "{{path}}": it reaches into a list of relationships.',

  // --- request bodies
  bodyNotObject: 'The request body must be a JSON object of field values, sent with Content-Type: application/json.',
  fieldsInvalid_one: 'The following field is invalid: {{paths}}',
  fieldsInvalid_other: 'The following fields are invalid: {{paths}}',
  preferenceBody: 'The body must be a JSON object with the preference in value: { "value": … }.',
  preferenceBodyExtra: 'The body holds only value; remove {{keys}}.',
  preferenceKeyInvalid: 'A preference key is text of 1 to {{max}} characters; got {{value}}.',
  seoBody: 'The body must be a JSON object: { collection or global, id?, path, doc, locale? }.',
  seoPathMissing: 'path must name the SEO group, such as "meta".',
  seoDocNotObject: 'doc must be an object: the document as the form holds it.',
  formStateBody:
    'The body must be a JSON object: { collection or global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState must be an object of { value } entries keyed by field path.',
  formStateEntryNotObject: 'formState["{{path}}"] must be an object with a value.',
  formStateInvalidPath: 'formState has an invalid path "{{path}}".',
  dataNotObject: 'data must be an object of field values (the document as the form holds it).',
  dataMissing: 'The body needs data: an object of field values (or formState: { path: { value } }).',
  localeNotText: 'locale must be a locale code such as "en".',
  operationInvalid: 'operation must be "create" or "update"; got {{value}}.',
  schemaPathNotText: 'schemaPath must be a field path such as "layout.2" (row indexes included).',
  schemaPathNoField:
    'schemaPath "{{schemaPath}}" does not name a field of "{{entity}}": there is no field "{{name}}" at "{{at}}".',
  schemaPathNoSubFields: 'schemaPath "{{schemaPath}}" does not name a field of "{{entity}}": "{{name}}" holds no fields.',
  schemaPathRowIndex:
    'schemaPath "{{schemaPath}}" does not name a field of "{{entity}}": "{{name}}" is a list of rows, so a row index must follow it, not "{{index}}".',
  collectionOrGlobal: 'Name exactly one of collection or global (a slug).',
  collectionNotSlug: 'collection must be a slug.',
  globalNotSlug: 'global must be a slug.',
  globalOnlyUpdated: 'A global is only ever updated: send operation "update".',
  globalHasNoID: 'A global has no id; leave id out.',
  createHasNoID: 'id is only for operation "update"; a new document has none.',
  updateNeedsID: 'operation "update" needs the id of the document being edited.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins must be false, or options per join field such as joins[posts][limit]=5.',
  joinUnknown: 'joins names "{{name}}", which is not a join field of this collection. Join fields: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] has no option "{{option}}"; the options are limit, sort, where and count.',
} as const;
