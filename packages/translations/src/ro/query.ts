import type { NamespaceStrings } from '../types.ts';

/** Romanian: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Șirul de interogare este imbricat pe mai multe niveluri decât permite limita ({{limit}}); trimiteți un where mai adânc ca JSON (where={...}) sau ca POST cu X-HTTP-Method-Override: GET.',
  tooManyItems:
    'O listă din șirul de interogare are mai multe elemente decât permite limita ({{limit}}); trimiteți o listă mai lungă separată prin virgule (in=1,2,3) sau ca JSON (where={...}).',
  tooManyParameters: 'Șirul de interogare are mai mulți parametri decât permite limita ({{limit}}).',
  unreadable: 'Șirul de interogare nu a putut fi citit: {{reason}}',
  whereNotJSON: 'where nu este JSON valid: {{reason}}',
  selectInvalid: 'select trebuie să fie un obiect, de exemplu select[title]=true, sau o listă de câmpuri separate prin virgule.',
  notTrueOrFalse: 'Se aștepta true sau false, s-a primit {{value}}.',
  depthOutOfRange: 'depth trebuie să fie un număr întreg între 0 și {{max}}; s-a primit {{value}}.',
  countOutOfRange: '{{name}} trebuie să fie un număr întreg între {{min}} și {{max}}; s-a primit {{value}}.',
  countTooSmall: '{{name}} trebuie să fie un număr întreg cel puțin egal cu {{min}}; s-a primit {{value}}.',
  tooManyUnpaged:
    'Această interogare găsește mai multe documente decât maximul pe care îl returnează o citire fără paginare ({{limit}}); folosiți limit și page.',
  localeAllNotWritable: 'Nu se poate scrie cu locale=all; trimiteți o singură versiune lingvistică per solicitare.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} trebuie să fie un obiect cu condiții pentru câmpuri.',
  whereNotList: '{{at}} trebuie să fie o listă de condiții.',
  whereNotOperators: '{{at}} trebuie să asocieze operatori cu valori, de ex. { "equals": "x" }.',
  unknownOperator: 'Operator necunoscut „{{operator}}” pentru „{{path}}”. Operatori: {{operators}}.',
  operatorNotAllowed: 'Operatorul „{{operator}}” nu poate fi folosit pentru „{{path}}”. Permiși: {{allowed}}.',
  tooManyConditions: 'Numărul maxim de condiții dintr-o interogare este {{limit}}.',
  pathInvalid: 'Calea „{{path}}” nu este validă.',
  pathUnknownField: 'Calea „{{path}}” nu este validă: „{{name}}” nu este un câmp din {{owner}}.',
  pathNoSubFields: 'Calea „{{path}}” nu este validă: „{{name}}” ({{type}}) nu are subcâmpuri.',
  pathPastEnd: 'Calea „{{path}}” continuă după „{{name}}”, care nu are subcâmpuri.',
  pathAcrossRelationship:
    'Calea „{{path}}” citește {{name}} printr-o relație, ceea ce nu este acceptat; filtrați în schimb după un câmp.',
  pathTooManyHops: 'Calea „{{path}}” traversează mai multe relații decât permite limita ({{limit}}).',
  pathNotReadable: 'Calea „{{path}}” nu poate fi interogată: nu aveți permisiunea de a o citi.',

  // --- where: values
  valueNotSingle:
    'Valoare nevalidă pentru „{{path}}” {{operator}}: se aștepta o singură valoare, s-a primit un obiect sau o listă.',
  valueNotNumber: 'Valoare nevalidă pentru „{{path}}” {{operator}}: „{{value}}” nu este un număr.',
  valueNotBoolean: 'Valoare nevalidă pentru „{{path}}” {{operator}}: „{{value}}” nu este nici true, nici false.',
  valueNotDate: 'Valoare nevalidă pentru „{{path}}” {{operator}}: „{{value}}” nu este o dată.',
  valueNotID: 'Valoare nevalidă pentru „{{path}}” {{operator}}: „{{value}}” nu este un ID valid.',
  valueNotTrueOrFalse: 'Valoare nevalidă pentru „{{path}}” {{operator}}: se aștepta true sau false.',
  valueNotList: 'Valoare nevalidă pentru „{{path}}” {{operator}}: se aștepta o listă de valori.',
  valueNotText: 'Valoare nevalidă pentru „{{path}}” {{operator}}: se aștepta text.',
  valueNull: 'Valoare nevalidă pentru „{{path}}” {{operator}}: nu se poate compara cu null.',
  valueNotNear:
    'Valoare nevalidă pentru „{{path}}” near: se aștepta "longitude,latitude[,maxDistance[,minDistance]]", cu longitudinea în intervalul ±180 și latitudinea în intervalul ±90.',
  valueNegativeDistance: 'Valoare nevalidă pentru „{{path}}” near: distanțele sunt în metri și nu pot fi negative.',
  valueNotPosition: 'Valoare nevalidă pentru „{{path}}” {{operator}}: o poziție are forma [longitudine, latitudine].',
  valuePositionOutOfRange:
    'Valoare nevalidă pentru „{{path}}” {{operator}}: o poziție are forma [longitudine, latitudine], cu longitudinea în intervalul ±180 și latitudinea în intervalul ±90.',
  valueNotGeometry: 'Valoare nevalidă pentru „{{path}}” {{operator}}: se aștepta o geometrie GeoJSON.',
  valuePolygonTooShort:
    'Valoare nevalidă pentru „{{path}}” {{operator}}: un Polygon are nevoie de un inel exterior de cel puțin 4 poziții.',
  valueGeometryType:
    'Valoare nevalidă pentru „{{path}}” {{operator}}: tipul GeoJSON trebuie să fie Point sau Polygon, s-a primit {{value}}.',
  richTextComparesWithText:
    'Valoare nevalidă pentru „{{path}}” {{operator}}: un câmp de text formatat se compară cu text, nu cu o listă sau un obiect.',
  numberNotExact:
    'Valoare nevalidă pentru „{{path}}” {{operator}}: {{value}} depășește ±{{limit}}, dincolo de care numerele nu mai sunt exacte.',

  // --- sort
  sortTooMany: 'Numărul maxim de câmpuri de sortare este {{limit}}.',
  sortInvalid: 'Sortare nevalidă {{value}}: indicați un câmp, precedat de - pentru ordine descrescătoare.',
  sortNotComparable: 'Nu se poate sorta după „{{path}}”: nu conține o singură valoare comparabilă.',
  sortIntoArray: 'Nu se poate sorta după „{{path}}”: calea pătrunde într-un array.',
  sortIntoBlocks: 'Nu se poate sorta după „{{path}}”: calea pătrunde în blocuri.',
  sortIntoRelationship: 'Nu se poate sorta după „{{path}}”: calea pătrunde într-o relație.',
  sortIntoRelationshipList: 'Nu se poate sorta după „{{path}}”: calea pătrunde într-o listă de relații.',

  // --- request bodies
  bodyNotObject:
    'Corpul solicitării trebuie să fie un obiect JSON cu valorile câmpurilor, trimis cu Content-Type: application/json.',
  fieldsInvalid_one: 'Următorul câmp nu este valid: {{paths}}',
  fieldsInvalid_other: 'Următoarele câmpuri nu sunt valide: {{paths}}',
  preferenceBody: 'Corpul trebuie să fie un obiect JSON cu preferința în value: { "value": … }.',
  preferenceBodyExtra: 'Corpul poate conține doar value; eliminați {{keys}}.',
  preferenceKeyInvalid:
    'O cheie de preferință trebuie să fie un text cu lungimea între 1 și {{max}}, în caractere; s-a primit {{value}}.',
  seoBody: 'Corpul trebuie să fie un obiect JSON: { collection sau global, id?, path, doc, locale? }.',
  seoPathMissing: 'path trebuie să numească grupul SEO, de exemplu "meta".',
  seoDocNotObject: 'doc trebuie să fie un obiect: documentul așa cum îl conține formularul.',
  formStateBody:
    'Corpul trebuie să fie un obiect JSON: { collection sau global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState trebuie să fie un obiect cu intrări { value }, având drept chei căile câmpurilor.',
  formStateEntryNotObject: 'formState["{{path}}"] trebuie să fie un obiect cu un value.',
  formStateInvalidPath: 'formState conține o cale nevalidă: „{{path}}”.',
  dataNotObject: 'data trebuie să fie un obiect cu valorile câmpurilor (documentul așa cum îl conține formularul).',
  dataMissing: 'Corpul trebuie să conțină data: un obiect cu valorile câmpurilor (sau formState: { path: { value } }).',
  localeNotText: 'locale trebuie să fie un cod de limbă, de exemplu "en".',
  operationInvalid: 'operation trebuie să fie "create" sau "update"; s-a primit {{value}}.',
  schemaPathNotText: 'schemaPath trebuie să fie o cale de câmp, de exemplu "layout.2" (inclusiv indicii rândurilor).',
  schemaPathNoField:
    'schemaPath „{{schemaPath}}” nu indică un câmp din „{{entity}}”: nu există niciun câmp „{{name}}” în „{{at}}”.',
  schemaPathNoSubFields: 'schemaPath „{{schemaPath}}” nu indică un câmp din „{{entity}}”: „{{name}}” nu conține câmpuri.',
  schemaPathRowIndex:
    'schemaPath „{{schemaPath}}” nu indică un câmp din „{{entity}}”: „{{name}}” este o listă de rânduri, deci trebuie urmat de un index de rând, nu de „{{index}}”.',
  collectionOrGlobal: 'Indicați exact unul dintre collection și global (un slug).',
  collectionNotSlug: 'collection trebuie să fie un slug.',
  globalNotSlug: 'global trebuie să fie un slug.',
  globalOnlyUpdated: 'Un element global poate fi doar actualizat: trimiteți operation "update".',
  globalHasNoID: 'Un element global nu are id; omiteți id.',
  createHasNoID: 'id se folosește doar cu operation "update"; un document nou nu are id.',
  updateNeedsID: 'operation "update" necesită id-ul documentului editat.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid:
    'joins trebuie să fie false sau să conțină opțiuni pentru fiecare câmp de legătură, de exemplu joins[posts][limit]=5.',
  joinUnknown: 'joins numește „{{name}}”, care nu este un câmp de legătură al acestei colecții. Câmpuri de legătură: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] nu are opțiunea „{{option}}”; opțiunile sunt limit, sort, where și count.',
};
