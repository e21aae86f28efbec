import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese (Taiwan): the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: '有錯誤',
  clearValue: '清除{{label}}',
  noMatches: '沒有符合的項目。',
  chooseOption: '請選擇…',

  // Text and number lists
  onePerLine: '每行一個值。',
  commaSeparated: '請以逗號分隔數字。',

  // Code
  codeTabHint: '按 Tab 鍵縮排，按 Shift+Tab 減少縮排。若要離開欄位，請先按 Esc，再按 Tab。',
  codeTabReleased: '現在按 Tab 鍵會移至下一個欄位。',

  // Date
  timeZone: '時間以您所在的時區（{{zone}}）顯示。',

  // JSON
  invalidJSON: '目前還不是有效的 JSON（{{reason}}）。在內容有效之前，會保留上一個有效值。',

  // Point
  latitude: '緯度',
  longitude: '經度',

  // Arrays and blocks
  row: '列',
  rows: '列',
  block: '區塊',
  blocks: '區塊',
  rowLabel: '第 {{number}} 列',
  addLabel: '新增{{label}}',
  noRows: '尚未新增任何項目。',
  chooseBlock: '選擇區塊',
  unknownBlock: '不明區塊',
  blockName: '區塊名稱',
  blockNamePlaceholder: '選填：這個區塊在清單中顯示的名稱',
  moveRow: '移動{{row}}',
  duplicateRow: '建立{{row}}的副本',
  removeRow: '移除{{row}}',
  collapseAll: '全部收合',
  expandAll: '全部展開',
  dragInstructions:
    '若要移動某一列，請在其拖曳控點上按空白鍵或 Enter 鍵，用上下方向鍵移動，再按空白鍵或 Enter 鍵放下；按 Esc 鍵可取消。',
  dragPickedUp: '已拿起第 {{position}} 列（共 {{count}} 列）。',
  dragMovedTo: '這一列目前位於第 {{position}} 個位置（共 {{count}} 個）。',
  dragDropped: '這一列已放在第 {{position}} 個位置（共 {{count}} 個）。',
  dragCancelled: '已取消移動，這一列已回到原本的位置。',

  // Tabs
  tabNumber: '分頁 {{number}}',

  // Relationships and uploads
  documents: '文件',
  searchCollection: '搜尋{{label}}',
  searchToReplace: '搜尋以取代…',
  showOptions: '顯示選項',
  selectedDocuments: '已選取：{{label}}',
  editLabel: '編輯{{label}}',
  editDocument: '編輯「{{title}}」',
  removeDocument: '移除「{{title}}」',
  swap: '更換',
  swapDocument: '將「{{title}}」更換為其他檔案',
  missingDocument: '文件遺失（{{id}}）',
  chooseFrom: '從{{label}}中選擇',
  collection: '集合',
  alreadySelected: '「{{title}}」（已選取）',
  loadMore: '載入更多',
  discardDrawerTitle: '要捨棄變更嗎？',
  discardDrawerText: '您在這個面板中所做的變更尚未儲存。關閉面板將會捨棄這些變更。',
  discardDrawerConfirm: '捨棄變更',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: '內容',
  seoTab: 'SEO',
  seoGroup: '搜尋與分享',
  seoMetaTitle: '中繼標題',
  seoMetaDescription: '中繼描述',
  seoMetaImage: '預覽圖片',
  seoOverview: '搜尋呈現',
  seoChecks: '已通過 {{passing}}/{{total}} 項檢查',
  seoMissing: '缺少',
  seoTooShort: '過短',
  seoAlmostThere: '接近標準',
  seoGood: '良好',
  seoTooLong: '過長',
  seoNoImage: '沒有圖片',
  seoLength: '{{count}} 個字元（建議 {{range}} 個）',
  seoPreview: '搜尋結果預覽',
  seoTitleTips: '如何寫好標題',
  seoDescriptionTips: '如何寫好描述',
  seoGenerate: '產生',
  seoGenerateField: '產生{{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: '目前還沒有內容連結到這裡。',
  joinShowing: '顯示 {{total}} 筆中的 {{shown}} 筆。',
};
