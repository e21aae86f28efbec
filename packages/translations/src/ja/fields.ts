import type { NamespaceStrings } from '../types.ts';

/** Japanese: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'エラーあり',
  clearValue: '{{label}}をクリア',
  noMatches: '一致するものはありません。',
  chooseOption: '選択してください…',

  // Text and number lists
  onePerLine: '1行に1つの値を入力します。',
  commaSeparated: '数値はカンマで区切ってください。',

  // Code
  codeTabHint: 'Tabでインデント、Shift+Tabでインデント解除。フィールドから移動するには、Escを押してからTabを押します。',
  codeTabReleased: 'Tabで次のフィールドに移動するようになりました。',

  // Date
  timeZone: '時刻はお使いのタイムゾーン（{{zone}}）で表示されます。',

  // JSON
  invalidJSON: 'まだ有効なJSONではありません（{{reason}}）。有効になるまでは、最後の有効な値が保持されます。',

  // Point
  latitude: '緯度',
  longitude: '経度',

  // Arrays and blocks
  row: '行',
  rows: '行',
  block: 'ブロック',
  blocks: 'ブロック',
  rowLabel: '行 {{number}}',
  addLabel: '{{label}}を追加',
  noRows: 'まだ何も追加されていません。',
  chooseBlock: 'ブロックを選択',
  unknownBlock: '不明なブロック',
  blockName: 'ブロック名',
  blockNamePlaceholder: '任意：一覧でこのブロックに付ける名前',
  moveRow: '{{row}}を移動',
  duplicateRow: '{{row}}を複製',
  removeRow: '{{row}}を削除',
  collapseAll: 'すべて折りたたむ',
  expandAll: 'すべて展開',
  dragInstructions:
    '行を移動するには、ハンドル上でSpaceキーまたはEnterキーを押し、上下の矢印キーで動かしてから、もう一度SpaceキーまたはEnterキーを押して配置します。Escapeキーでキャンセルできます。',
  dragPickedUp: '{{position}}番目の行をつかみました（全{{count}}行）。',
  dragMovedTo: '行は現在{{position}}番目の位置にあります（全{{count}}行）。',
  dragDropped: '行を{{position}}番目の位置に配置しました（全{{count}}行）。',
  dragCancelled: '移動をキャンセルしました。行は元の位置に戻りました。',

  // Tabs
  tabNumber: 'タブ {{number}}',

  // Relationships and uploads
  documents: 'ドキュメント',
  searchCollection: '{{label}}を検索',
  searchToReplace: '検索して差し替え…',
  showOptions: '選択肢を表示',
  selectedDocuments: '選択済み：{{label}}',
  editLabel: '{{label}}を編集',
  editDocument: '「{{title}}」を編集',
  removeDocument: '「{{title}}」を外す',
  swap: '差し替え',
  swapDocument: '「{{title}}」を別のファイルに差し替え',
  missingDocument: '見つからないドキュメント（{{id}}）',
  chooseFrom: '{{label}}から選択',
  collection: 'コレクション',
  alreadySelected: '「{{title}}」（選択済み）',
  loadMore: 'さらに読み込む',
  discardDrawerTitle: '変更を破棄しますか？',
  discardDrawerText: 'このパネルでの変更はまだ保存されていません。閉じると変更は破棄されます。',
  discardDrawerConfirm: '変更を破棄',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'コンテンツ',
  seoTab: 'SEO',
  seoGroup: '検索と共有',
  seoMetaTitle: 'メタタイトル',
  seoMetaDescription: 'メタディスクリプション',
  seoMetaImage: 'プレビュー画像',
  seoOverview: '検索結果での表示',
  seoChecks: '{{total}}件中{{passing}}件のチェックに合格',
  seoMissing: '未入力',
  seoTooShort: '短すぎ',
  seoAlmostThere: 'もう少し',
  seoGood: '良好',
  seoTooLong: '長すぎ',
  seoNoImage: '画像なし',
  seoLength: '{{count}}文字（推奨：{{range}}文字）',
  seoPreview: '検索結果のプレビュー',
  seoTitleTips: '良いタイトルの書き方',
  seoDescriptionTips: '良い説明文の書き方',
  seoGenerate: '生成',
  seoGenerateField: '{{label}}を生成',

  // Join fields: the documents that point at this one
  joinEmpty: 'ここを参照しているものはまだありません。',
  joinShowing: '{{total}} 件中 {{shown}} 件を表示しています。',
};
