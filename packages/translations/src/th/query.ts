import type { NamespaceStrings } from '../types.ts';

/** Thai: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'สตริงคิวรีซ้อนกันลึกเกิน {{limit}} ระดับ โปรดส่ง where ที่ลึกกว่านี้เป็น JSON (where={...}) หรือส่งเป็น POST พร้อม X-HTTP-Method-Override: GET',
  tooManyItems: 'รายการในสตริงคิวรีมีเกิน {{limit}} รายการ โปรดส่งรายการที่ยาวกว่านี้แบบคั่นด้วยจุลภาค (in=1,2,3) หรือเป็น JSON (where={...})',
  tooManyParameters: 'สตริงคิวรีมีพารามิเตอร์เกิน {{limit}} ตัว',
  unreadable: 'อ่านสตริงคิวรีไม่ได้: {{reason}}',
  whereNotJSON: 'where ไม่ใช่ JSON ที่ถูกต้อง: {{reason}}',
  selectInvalid: 'select ต้องเป็นออบเจ็กต์ เช่น select[title]=true หรือรายชื่อฟิลด์ที่คั่นด้วยจุลภาค',
  notTrueOrFalse: 'ต้องเป็น true หรือ false แต่ได้รับ {{value}}',
  depthOutOfRange: 'depth ต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง {{max}} แต่ได้รับ {{value}}',
  countOutOfRange: '{{name}} ต้องเป็นจำนวนเต็มตั้งแต่ {{min}} ถึง {{max}} แต่ได้รับ {{value}}',
  countTooSmall: '{{name}} ต้องเป็นจำนวนเต็มที่มีค่าอย่างน้อย {{min}} แต่ได้รับ {{value}}',
  tooManyUnpaged: 'คิวรีนี้ตรงกับเอกสารมากกว่า {{limit}} รายการ ซึ่งเป็นจำนวนสูงสุดที่การอ่านแบบไม่แบ่งหน้าส่งคืนได้ โปรดใช้ limit และ page',
  localeAllNotWritable: 'เขียนข้อมูลด้วย locale=all ไม่ได้ โปรดส่งทีละหนึ่งภาษาต่อคำขอ',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} ต้องเป็นออบเจ็กต์ของเงื่อนไขของฟิลด์',
  whereNotList: '{{at}} ต้องเป็นรายการของเงื่อนไข',
  whereNotOperators: '{{at}} ต้องจับคู่ตัวดำเนินการกับค่า เช่น { "equals": "x" }',
  unknownOperator: 'ไม่รู้จักตัวดำเนินการ “{{operator}}” บน “{{path}}” ตัวดำเนินการที่ใช้ได้: {{operators}}',
  operatorNotAllowed: 'ใช้ตัวดำเนินการ “{{operator}}” กับ “{{path}}” ไม่ได้ ตัวที่อนุญาต: {{allowed}}',
  tooManyConditions: 'คิวรีหนึ่งมีเงื่อนไขได้ไม่เกิน {{limit}} ข้อ',
  pathInvalid: 'พาธ “{{path}}” ไม่ถูกต้อง',
  pathUnknownField: 'พาธ “{{path}}” ไม่ถูกต้อง: “{{name}}” ไม่ใช่ฟิลด์ของ {{owner}}',
  pathNoSubFields: 'พาธ “{{path}}” ไม่ถูกต้อง: “{{name}}” ({{type}}) ไม่มีฟิลด์ย่อย',
  pathPastEnd: 'พาธ “{{path}}” ยังต่อไปหลัง “{{name}}” ซึ่งไม่มีฟิลด์ย่อย',
  pathAcrossRelationship: 'พาธ “{{path}}” อ่าน {{name}} ข้ามความสัมพันธ์ ซึ่งไม่รองรับ โปรดกรองด้วยฟิลด์แทน',
  pathTooManyHops: 'พาธ “{{path}}” ข้ามความสัมพันธ์เกิน {{limit}} ชั้น',
  pathNotReadable: 'ใช้พาธ “{{path}}” ในคิวรีไม่ได้: คุณไม่มีสิทธิ์อ่านพาธนี้',

  // --- where: values
  valueNotSingle: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: ต้องเป็นค่าเดียว แต่ได้รับออบเจ็กต์หรือรายการ',
  valueNotNumber: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: “{{value}}” ไม่ใช่ตัวเลข',
  valueNotBoolean: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: “{{value}}” ไม่ใช่ true หรือ false',
  valueNotDate: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: “{{value}}” ไม่ใช่วันที่',
  valueNotID: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: “{{value}}” ไม่ใช่ ID ที่ถูกต้อง',
  valueNotTrueOrFalse: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: ต้องเป็น true หรือ false',
  valueNotList: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: ต้องเป็นรายการของค่า',
  valueNotText: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: ต้องเป็นข้อความ',
  valueNull: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: เปรียบเทียบกับ null ไม่ได้',
  valueNotNear:
    'ค่าของ “{{path}}” near ไม่ถูกต้อง: ต้องอยู่ในรูปแบบ "longitude,latitude[,maxDistance[,minDistance]]" โดยลองจิจูดอยู่ในช่วง ±180 และละติจูดอยู่ในช่วง ±90',
  valueNegativeDistance: 'ค่าของ “{{path}}” near ไม่ถูกต้อง: ระยะทางมีหน่วยเป็นเมตรและติดลบไม่ได้',
  valueNotPosition: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: ตำแหน่งต้องอยู่ในรูปแบบ [ลองจิจูด, ละติจูด]',
  valuePositionOutOfRange:
    'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: ตำแหน่งต้องอยู่ในรูปแบบ [ลองจิจูด, ละติจูด] โดยลองจิจูดอยู่ในช่วง ±180 และละติจูดอยู่ในช่วง ±90',
  valueNotGeometry: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: ต้องเป็นรูปทรงเรขาคณิตแบบ GeoJSON',
  valuePolygonTooShort: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: Polygon ต้องมีวงรอบนอกที่มีอย่างน้อย 4 ตำแหน่ง',
  valueGeometryType: 'ค่าของ “{{path}}” {{operator}} ไม่ถูกต้อง: ประเภท GeoJSON ต้องเป็น Point หรือ Polygon แต่ได้รับ {{value}}',
  richTextComparesWithText: 'ค่าไม่ถูกต้องสำหรับ “{{path}}” {{operator}}: ฟิลด์ข้อความแบบจัดรูปแบบเปรียบเทียบกับข้อความ ไม่ใช่รายการหรืออ็อบเจกต์',
  numberNotExact: 'ค่าไม่ถูกต้องสำหรับ “{{path}}” {{operator}}: {{value}} เกิน ±{{limit}} ซึ่งเลยจากนั้นตัวเลขจะไม่แม่นยำ',

  // --- sort
  sortTooMany: 'เรียงลำดับได้ไม่เกิน {{limit}} ฟิลด์',
  sortInvalid: 'การเรียงลำดับ {{value}} ไม่ถูกต้อง: โปรดระบุฟิลด์ และใส่ - ไว้ข้างหน้าเพื่อเรียงจากมากไปน้อย',
  sortNotComparable: 'เรียงลำดับตาม “{{path}}” ไม่ได้: ฟิลด์นี้ไม่ได้เก็บค่าเดียวที่เปรียบเทียบได้',
  sortIntoArray: 'เรียงลำดับตาม “{{path}}” ไม่ได้: พาธนี้เข้าไปในอาร์เรย์',
  sortIntoBlocks: 'เรียงลำดับตาม “{{path}}” ไม่ได้: พาธนี้เข้าไปในบล็อก',
  sortIntoRelationship: 'เรียงลำดับตาม “{{path}}” ไม่ได้: พาธนี้เข้าไปในความสัมพันธ์',
  sortIntoRelationshipList: 'เรียงลำดับตาม “{{path}}” ไม่ได้: พาธนี้เข้าไปในรายการความสัมพันธ์',

  // --- request bodies
  bodyNotObject: 'เนื้อหาของคำขอต้องเป็นออบเจ็กต์ JSON ของค่าฟิลด์ และส่งพร้อม Content-Type: application/json',
  fieldsInvalid_one: 'ฟิลด์ต่อไปนี้ไม่ถูกต้อง: {{paths}}',
  fieldsInvalid_other: 'ฟิลด์ต่อไปนี้ไม่ถูกต้อง: {{paths}}',
  preferenceBody: 'เนื้อหาต้องเป็นออบเจ็กต์ JSON ที่มีการตั้งค่าอยู่ใน value: { "value": … }',
  preferenceBodyExtra: 'เนื้อหามีได้เฉพาะ value โปรดนำ {{keys}} ออก',
  preferenceKeyInvalid: 'คีย์การตั้งค่าต้องเป็นข้อความยาว 1 ถึง {{max}} อักขระ แต่ได้รับ {{value}}',
  seoBody: 'เนื้อหาต้องเป็นออบเจ็กต์ JSON: { collection หรือ global, id?, path, doc, locale? }',
  seoPathMissing: 'path ต้องระบุกลุ่ม SEO เช่น "meta"',
  seoDocNotObject: 'doc ต้องเป็นออบเจ็กต์: เอกสารตามที่ฟอร์มเก็บไว้',
  formStateBody:
    'เนื้อหาต้องเป็นออบเจ็กต์ JSON: { collection หรือ global, id?, data, operation: "create" | "update", schemaPath?, locale? }',
  formStateNotObject: 'formState ต้องเป็นออบเจ็กต์ของรายการ { value } ที่ใช้พาธของฟิลด์เป็นคีย์',
  formStateEntryNotObject: 'formState["{{path}}"] ต้องเป็นออบเจ็กต์ที่มี value',
  formStateInvalidPath: 'formState มีพาธที่ไม่ถูกต้อง: “{{path}}”',
  dataNotObject: 'data ต้องเป็นออบเจ็กต์ของค่าฟิลด์ (เอกสารตามที่ฟอร์มเก็บไว้)',
  dataMissing: 'เนื้อหาต้องมี data: ออบเจ็กต์ของค่าฟิลด์ (หรือ formState: { path: { value } })',
  localeNotText: 'locale ต้องเป็นรหัสภาษา เช่น "en"',
  operationInvalid: 'operation ต้องเป็น "create" หรือ "update" แต่ได้รับ {{value}}',
  schemaPathNotText: 'schemaPath ต้องเป็นพาธของฟิลด์ เช่น "layout.2" (รวมดัชนีแถวด้วย)',
  schemaPathNoField: 'schemaPath “{{schemaPath}}” ไม่ได้ชี้ไปที่ฟิลด์ของ “{{entity}}”: ไม่มีฟิลด์ “{{name}}” ใน “{{at}}”',
  schemaPathNoSubFields: 'schemaPath “{{schemaPath}}” ไม่ได้ชี้ไปที่ฟิลด์ของ “{{entity}}”: “{{name}}” ไม่มีฟิลด์อยู่ภายใน',
  schemaPathRowIndex:
    'schemaPath “{{schemaPath}}” ไม่ได้ชี้ไปที่ฟิลด์ของ “{{entity}}”: “{{name}}” เป็นรายการของแถว จึงต้องตามด้วยดัชนีแถว ไม่ใช่ “{{index}}”',
  collectionOrGlobal: 'ระบุ collection หรือ global อย่างใดอย่างหนึ่งเท่านั้น (เป็น slug)',
  collectionNotSlug: 'collection ต้องเป็น slug',
  globalNotSlug: 'global ต้องเป็น slug',
  globalOnlyUpdated: 'ข้อมูลส่วนกลางทำได้เพียงอัปเดตเท่านั้น โปรดส่ง operation "update"',
  globalHasNoID: 'ข้อมูลส่วนกลางไม่มี id โปรดอย่าใส่ id',
  createHasNoID: 'id ใช้กับ operation "update" เท่านั้น เอกสารใหม่ยังไม่มี id',
  updateNeedsID: 'operation "update" ต้องมี id ของเอกสารที่กำลังแก้ไข',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins ต้องเป็น false หรือเป็นตัวเลือกของแต่ละฟิลด์เชื่อมโยง เช่น joins[posts][limit]=5',
  joinUnknown: 'joins ระบุ “{{name}}” ซึ่งไม่ใช่ฟิลด์เชื่อมโยงของคอลเลกชันนี้ ฟิลด์เชื่อมโยงที่มี: {{joins}}',
  joinOptionUnknown: 'joins[{{name}}] ไม่มีตัวเลือก “{{option}}” ตัวเลือกที่ใช้ได้คือ limit, sort, where และ count',
};
