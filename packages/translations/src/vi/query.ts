import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Chuỗi truy vấn lồng sâu hơn {{limit}} cấp; hãy gửi where sâu hơn dưới dạng JSON (where={...}) hoặc dưới dạng POST kèm X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Một danh sách trong chuỗi truy vấn có hơn {{limit}} mục; hãy gửi danh sách dài hơn dưới dạng phân tách bằng dấu phẩy (in=1,2,3) hoặc dưới dạng JSON (where={...}).',
  tooManyParameters: 'Chuỗi truy vấn có hơn {{limit}} tham số.',
  unreadable: 'Không thể đọc chuỗi truy vấn: {{reason}}',
  whereNotJSON: 'where không phải JSON hợp lệ: {{reason}}',
  selectInvalid: 'select phải là một đối tượng, chẳng hạn select[title]=true, hoặc một danh sách trường phân tách bằng dấu phẩy.',
  notTrueOrFalse: 'Cần true hoặc false, nhưng nhận được {{value}}.',
  depthOutOfRange: 'depth phải là số nguyên từ 0 đến {{max}}; nhận được {{value}}.',
  countOutOfRange: '{{name}} phải là số nguyên từ {{min}} đến {{max}}; nhận được {{value}}.',
  countTooSmall: '{{name}} phải là số nguyên không nhỏ hơn {{min}}; nhận được {{value}}.',
  tooManyUnpaged:
    'Truy vấn này khớp với hơn {{limit}} tài liệu, là số lượng tối đa mà một lần đọc không phân trang trả về; hãy dùng limit và page.',
  localeAllNotWritable: 'Không thể ghi với locale=all; hãy gửi một phiên bản ngôn ngữ cho mỗi yêu cầu.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} phải là một đối tượng gồm các điều kiện trên trường.',
  whereNotList: '{{at}} phải là một danh sách điều kiện.',
  whereNotOperators: '{{at}} phải ánh xạ toán tử tới giá trị, ví dụ { "equals": "x" }.',
  unknownOperator: 'Toán tử không xác định “{{operator}}” trên “{{path}}”. Các toán tử: {{operators}}.',
  operatorNotAllowed: 'Không thể dùng toán tử “{{operator}}” trên “{{path}}”. Được phép: {{allowed}}.',
  tooManyConditions: 'Một truy vấn chỉ được chứa tối đa {{limit}} điều kiện.',
  pathInvalid: 'Đường dẫn “{{path}}” không hợp lệ.',
  pathUnknownField: 'Đường dẫn “{{path}}” không hợp lệ: “{{name}}” không phải là trường của {{owner}}.',
  pathNoSubFields: 'Đường dẫn “{{path}}” không hợp lệ: “{{name}}” ({{type}}) không có trường con.',
  pathPastEnd: 'Đường dẫn “{{path}}” vẫn tiếp tục sau “{{name}}”, trong khi trường này không có trường con.',
  pathAcrossRelationship:
    'Đường dẫn “{{path}}” đọc {{name}} qua một quan hệ, điều này không được hỗ trợ; hãy lọc theo một trường.',
  pathTooManyHops: 'Đường dẫn “{{path}}” đi qua hơn {{limit}} quan hệ.',
  pathNotReadable: 'Không thể truy vấn theo đường dẫn “{{path}}”: bạn không có quyền đọc nó.',

  // --- where: values
  valueNotSingle:
    'Giá trị không hợp lệ cho “{{path}}” {{operator}}: cần một giá trị đơn, nhưng nhận được một đối tượng hoặc danh sách.',
  valueNotNumber: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: “{{value}}” không phải là số.',
  valueNotBoolean: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: “{{value}}” không phải true hay false.',
  valueNotDate: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: “{{value}}” không phải là ngày.',
  valueNotID: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: “{{value}}” không phải là ID hợp lệ.',
  valueNotTrueOrFalse: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: cần true hoặc false.',
  valueNotList: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: cần một danh sách giá trị.',
  valueNotText: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: cần văn bản.',
  valueNull: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: không thể so sánh với null.',
  valueNotNear:
    'Giá trị không hợp lệ cho “{{path}}” near: cần "longitude,latitude[,maxDistance[,minDistance]]" với kinh độ trong khoảng ±180 và vĩ độ trong khoảng ±90.',
  valueNegativeDistance: 'Giá trị không hợp lệ cho “{{path}}” near: khoảng cách tính bằng mét và không thể âm.',
  valueNotPosition: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: một vị trí có dạng [kinh độ, vĩ độ].',
  valuePositionOutOfRange:
    'Giá trị không hợp lệ cho “{{path}}” {{operator}}: một vị trí có dạng [kinh độ, vĩ độ] với kinh độ trong khoảng ±180 và vĩ độ trong khoảng ±90.',
  valueNotGeometry: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: cần một hình học GeoJSON.',
  valuePolygonTooShort: 'Giá trị không hợp lệ cho “{{path}}” {{operator}}: một Polygon cần vòng ngoài có ít nhất 4 vị trí.',
  valueGeometryType:
    'Giá trị không hợp lệ cho “{{path}}” {{operator}}: kiểu GeoJSON phải là Point hoặc Polygon, nhưng nhận được {{value}}.',
  richTextComparesWithText:
    'Giá trị không hợp lệ cho “{{path}}” {{operator}}: trường văn bản định dạng được so sánh với văn bản, không phải với danh sách hay đối tượng.',
  numberNotExact:
    'Giá trị không hợp lệ cho “{{path}}” {{operator}}: {{value}} vượt quá ±{{limit}}, ngoài ngưỡng đó số không còn chính xác.',

  // --- sort
  sortTooMany: 'Chỉ sắp xếp theo tối đa {{limit}} trường.',
  sortInvalid: 'Cách sắp xếp {{value}} không hợp lệ: hãy nêu một trường, thêm - ở đầu để sắp xếp giảm dần.',
  sortNotComparable: 'Không thể sắp xếp theo “{{path}}”: trường này không chứa một giá trị đơn có thể so sánh.',
  sortIntoArray: 'Không thể sắp xếp theo “{{path}}”: đường dẫn đi vào bên trong một mảng.',
  sortIntoBlocks: 'Không thể sắp xếp theo “{{path}}”: đường dẫn đi vào bên trong các khối.',
  sortIntoRelationship: 'Không thể sắp xếp theo “{{path}}”: đường dẫn đi vào bên trong một quan hệ.',
  sortIntoRelationshipList: 'Không thể sắp xếp theo “{{path}}”: đường dẫn đi vào bên trong một danh sách quan hệ.',

  // --- request bodies
  bodyNotObject:
    'Nội dung yêu cầu phải là một đối tượng JSON gồm các giá trị trường, được gửi kèm Content-Type: application/json.',
  fieldsInvalid_one: 'Trường sau không hợp lệ: {{paths}}',
  fieldsInvalid_other: 'Các trường sau không hợp lệ: {{paths}}',
  preferenceBody: 'Nội dung phải là một đối tượng JSON với tùy chọn nằm trong value: { "value": … }.',
  preferenceBodyExtra: 'Nội dung chỉ được chứa value; hãy bỏ {{keys}}.',
  preferenceKeyInvalid: 'Khóa tùy chọn là văn bản dài từ 1 đến {{max}} ký tự; nhận được {{value}}.',
  seoBody: 'Nội dung phải là một đối tượng JSON: { collection hoặc global, id?, path, doc, locale? }.',
  seoPathMissing: 'path phải chỉ rõ nhóm SEO, chẳng hạn "meta".',
  seoDocNotObject: 'doc phải là một đối tượng: tài liệu đúng như biểu mẫu đang giữ.',
  formStateBody:
    'Nội dung phải là một đối tượng JSON: { collection hoặc global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState phải là một đối tượng gồm các mục { value } với khóa là đường dẫn trường.',
  formStateEntryNotObject: 'formState["{{path}}"] phải là một đối tượng có value.',
  formStateInvalidPath: 'formState có đường dẫn không hợp lệ: “{{path}}”.',
  dataNotObject: 'data phải là một đối tượng gồm các giá trị trường (tài liệu đúng như biểu mẫu đang giữ).',
  dataMissing: 'Nội dung cần có data: một đối tượng gồm các giá trị trường (hoặc formState: { path: { value } }).',
  localeNotText: 'locale phải là mã ngôn ngữ, chẳng hạn "en".',
  operationInvalid: 'operation phải là "create" hoặc "update"; nhận được {{value}}.',
  schemaPathNotText: 'schemaPath phải là đường dẫn trường, chẳng hạn "layout.2" (kể cả chỉ số hàng).',
  schemaPathNoField:
    'schemaPath “{{schemaPath}}” không trỏ tới một trường của “{{entity}}”: không có trường “{{name}}” trong “{{at}}”.',
  schemaPathNoSubFields:
    'schemaPath “{{schemaPath}}” không trỏ tới một trường của “{{entity}}”: “{{name}}” không chứa trường nào.',
  schemaPathRowIndex:
    'schemaPath “{{schemaPath}}” không trỏ tới một trường của “{{entity}}”: “{{name}}” là một danh sách hàng, nên theo sau nó phải là chỉ số hàng, không phải “{{index}}”.',
  collectionOrGlobal: 'Hãy nêu đúng một trong hai: collection hoặc global (một slug).',
  collectionNotSlug: 'collection phải là một slug.',
  globalNotSlug: 'global phải là một slug.',
  globalOnlyUpdated: 'Mục toàn cục chỉ có thể được cập nhật: hãy gửi operation "update".',
  globalHasNoID: 'Mục toàn cục không có id; hãy bỏ id.',
  createHasNoID: 'id chỉ dùng cho operation "update"; tài liệu mới chưa có id.',
  updateNeedsID: 'operation "update" cần id của tài liệu đang được chỉnh sửa.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins phải là false, hoặc là các tùy chọn cho từng trường liên kết, ví dụ joins[posts][limit]=5.',
  joinUnknown: 'joins nêu “{{name}}”, nhưng đó không phải là trường liên kết của bộ sưu tập này. Các trường liên kết: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] không có tùy chọn “{{option}}”; các tùy chọn là limit, sort, where và count.',
};
