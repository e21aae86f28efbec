import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: strings of the fields area: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'có lỗi',
  clearValue: 'Làm trống {{label}}',
  noMatches: 'Không có kết quả phù hợp.',
  chooseOption: 'Chọn một mục…',

  // Text and number lists
  onePerLine: 'Mỗi dòng một giá trị.',
  commaSeparated: 'Phân tách các số bằng dấu phẩy.',

  // Code
  codeTabHint: 'Tab để thụt lề, Shift+Tab để giảm thụt lề. Nhấn Esc rồi Tab để rời khỏi trường.',
  codeTabReleased: 'Giờ phím Tab sẽ chuyển sang trường tiếp theo.',

  // Date
  timeZone: 'Thời gian theo múi giờ của bạn ({{zone}}).',

  // JSON
  invalidJSON: 'Đây chưa phải JSON hợp lệ ({{reason}}). Giá trị hợp lệ gần nhất được giữ lại cho đến khi nội dung hợp lệ.',

  // Point
  latitude: 'Vĩ độ',
  longitude: 'Kinh độ',

  // Arrays and blocks
  row: 'Hàng',
  rows: 'Các hàng',
  block: 'Khối',
  blocks: 'Các khối',
  rowLabel: 'Hàng {{number}}',
  addLabel: 'Thêm {{label}}',
  noRows: 'Chưa thêm mục nào.',
  chooseBlock: 'Chọn một khối',
  unknownBlock: 'Khối không xác định',
  blockName: 'Tên khối',
  blockNamePlaceholder: 'Tùy chọn: tên của khối này trong danh sách',
  moveRow: 'Di chuyển {{row}}',
  duplicateRow: 'Nhân bản {{row}}',
  removeRow: 'Gỡ bỏ {{row}}',
  collapseAll: 'Thu gọn tất cả',
  expandAll: 'Mở rộng tất cả',
  dragInstructions:
    'Để di chuyển một hàng, nhấn phím cách hoặc Enter trên tay nắm của hàng, di chuyển bằng phím mũi tên lên và xuống, rồi nhấn phím cách hoặc Enter để thả, hoặc Esc để hủy.',
  dragPickedUp: 'Đã nhấc hàng ở vị trí {{position}} trên {{count}}.',
  dragMovedTo: 'Hàng đang ở vị trí {{position}} trên {{count}}.',
  dragDropped: 'Đã thả hàng tại vị trí {{position}} trên {{count}}.',
  dragCancelled: 'Đã hủy di chuyển; hàng đã trở về chỗ cũ.',

  // Tabs
  tabNumber: 'Thẻ {{number}}',

  // Relationships and uploads
  documents: 'tài liệu',
  searchCollection: 'Tìm trong {{label}}',
  searchToReplace: 'Tìm để thay thế…',
  showOptions: 'Hiện tùy chọn',
  selectedDocuments: 'Đã chọn: {{label}}',
  editLabel: 'Chỉnh sửa {{label}}',
  editDocument: 'Chỉnh sửa “{{title}}”',
  removeDocument: 'Gỡ bỏ “{{title}}”',
  swap: 'Thay thế',
  swapDocument: 'Thay “{{title}}” bằng tệp khác',
  missingDocument: 'Tài liệu bị thiếu ({{id}})',
  chooseFrom: 'Chọn từ {{label}}',
  collection: 'Bộ sưu tập',
  alreadySelected: '“{{title}}” (đã chọn)',
  loadMore: 'Tải thêm',
  discardDrawerTitle: 'Bỏ các thay đổi?',
  discardDrawerText: 'Những gì bạn đã thay đổi trong ngăn này chưa được lưu. Đóng ngăn sẽ bỏ các thay đổi đó.',
  discardDrawerConfirm: 'Bỏ thay đổi',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Nội dung',
  seoTab: 'SEO',
  seoGroup: 'Tìm kiếm và chia sẻ',
  seoMetaTitle: 'Tiêu đề meta',
  seoMetaDescription: 'Mô tả meta',
  seoMetaImage: 'Ảnh xem trước',
  seoOverview: 'Hiển thị trong tìm kiếm',
  seoChecks: 'Đạt {{passing}}/{{total}} mục kiểm tra',
  seoMissing: 'Chưa có',
  seoTooShort: 'Quá ngắn',
  seoAlmostThere: 'Gần đạt',
  seoGood: 'Tốt',
  seoTooLong: 'Quá dài',
  seoNoImage: 'Chưa có ảnh',
  seoLength: '{{count}} ký tự (nên từ {{range}})',
  seoPreview: 'Xem trước trong kết quả tìm kiếm',
  seoTitleTips: 'Cách viết tiêu đề hay',
  seoDescriptionTips: 'Cách viết mô tả hay',
  seoGenerate: 'Tạo',
  seoGenerateField: 'Tạo {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Chưa có gì liên kết đến đây.',
  joinShowing: 'Đang hiển thị {{shown}} trên {{total}}.',
};
