import type { NamespaceStrings } from '../types.ts';

/** Simplified Chinese: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: '有错误',
  clearValue: '清除{{label}}',
  noMatches: '没有匹配项。',
  chooseOption: '请选择…',

  // Text and number lists
  onePerLine: '每行一个值。',
  commaSeparated: '多个数字请用逗号分隔。',

  // Code
  codeTabHint: 'Tab 键缩进，Shift+Tab 取消缩进。要离开此字段，请先按 Esc，再按 Tab。',
  codeTabReleased: '现在按 Tab 键将移到下一个字段。',

  // Date
  timeZone: '时间以你所在的时区（{{zone}}）显示。',

  // JSON
  invalidJSON: '尚不是有效的 JSON（{{reason}}）。在其变为有效之前，将保留最后一个有效值。',

  // Point
  latitude: '纬度',
  longitude: '经度',

  // Arrays and blocks
  row: '行',
  rows: '行',
  block: '区块',
  blocks: '区块',
  rowLabel: '第 {{number}} 行',
  addLabel: '添加{{label}}',
  noRows: '尚未添加任何内容。',
  chooseBlock: '选择区块',
  unknownBlock: '未知区块',
  blockName: '区块名称',
  blockNamePlaceholder: '可选：此区块在列表中显示的名称',
  moveRow: '移动{{row}}',
  duplicateRow: '为{{row}}创建副本',
  removeRow: '移除{{row}}',
  collapseAll: '全部折叠',
  expandAll: '全部展开',
  dragInstructions:
    '要移动某一行，请在其拖动手柄上按空格键或 Enter 键，用上下方向键移动，然后再按空格键或 Enter 键放下；按 Esc 键可取消。',
  dragPickedUp: '已拿起第 {{position}} 行（共 {{count}} 行）。',
  dragMovedTo: '该行当前位于第 {{position}} 个位置（共 {{count}} 个）。',
  dragDropped: '该行已放到第 {{position}} 个位置（共 {{count}} 个）。',
  dragCancelled: '已取消移动，该行已回到原来的位置。',

  // Tabs
  tabNumber: '标签页 {{number}}',

  // Relationships and uploads
  documents: '文档',
  searchCollection: '搜索{{label}}',
  searchToReplace: '搜索以替换…',
  showOptions: '显示选项',
  selectedDocuments: '已选择：{{label}}',
  editLabel: '编辑{{label}}',
  editDocument: '编辑“{{title}}”',
  removeDocument: '移除“{{title}}”',
  swap: '替换',
  swapDocument: '将“{{title}}”替换为其他文件',
  missingDocument: '文档缺失（{{id}}）',
  chooseFrom: '从{{label}}中选择',
  collection: '集合',
  alreadySelected: '“{{title}}”（已选择）',
  loadMore: '加载更多',
  discardDrawerTitle: '要放弃更改吗？',
  discardDrawerText: '你在此面板中的更改尚未保存。关闭面板将丢弃这些更改。',
  discardDrawerConfirm: '放弃更改',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: '内容',
  seoTab: 'SEO',
  seoGroup: '搜索与分享',
  seoMetaTitle: '元标题',
  seoMetaDescription: '元描述',
  seoMetaImage: '预览图片',
  seoOverview: '搜索展示',
  seoChecks: '已通过 {{passing}}/{{total}} 项检查',
  seoMissing: '缺失',
  seoTooShort: '过短',
  seoAlmostThere: '接近达标',
  seoGood: '良好',
  seoTooLong: '过长',
  seoNoImage: '无图片',
  seoLength: '{{count}} 个字符（建议 {{range}} 个）',
  seoPreview: '搜索结果预览',
  seoTitleTips: '如何写好标题',
  seoDescriptionTips: '如何写好描述',
  seoGenerate: '生成',
  seoGenerateField: '生成{{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: '还没有内容链接到这里。',
  joinShowing: '显示 {{total}} 条中的 {{shown}} 条。',
};
