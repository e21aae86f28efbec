import type { NamespaceStrings } from '../types.ts';

/** Korean: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: '오류 있음',
  clearValue: '{{label}} 지우기',
  noMatches: '일치하는 항목이 없습니다.',
  chooseOption: '하나를 선택하세요…',

  // Text and number lists
  onePerLine: '한 줄에 값 하나씩 입력합니다.',
  commaSeparated: '숫자는 쉼표로 구분하세요.',

  // Code
  codeTabHint: 'Tab은 들여쓰기, Shift+Tab은 내어쓰기입니다. 필드에서 나가려면 Esc를 누른 다음 Tab을 누르세요.',
  codeTabReleased: '이제 Tab을 누르면 다음 필드로 이동합니다.',

  // Date
  timeZone: '시간은 현재 시간대({{zone}})로 표시됩니다.',

  // JSON
  invalidJSON: '아직 올바른 JSON이 아닙니다({{reason}}). 올바른 값이 될 때까지 마지막으로 유효했던 값이 유지됩니다.',

  // Point
  latitude: '위도',
  longitude: '경도',

  // Arrays and blocks
  row: '행',
  rows: '행',
  block: '블록',
  blocks: '블록',
  rowLabel: '행 {{number}}',
  addLabel: '{{label}} 추가',
  noRows: '아직 추가된 항목이 없습니다.',
  chooseBlock: '블록 선택',
  unknownBlock: '알 수 없는 블록',
  blockName: '블록 이름',
  blockNamePlaceholder: '선택 사항: 목록에서 이 블록에 표시할 이름',
  moveRow: '{{row}} 이동',
  duplicateRow: '{{row}} 복제',
  removeRow: '{{row}} 제거',
  collapseAll: '모두 접기',
  expandAll: '모두 펼치기',
  dragInstructions:
    '행을 옮기려면 핸들에서 Space 또는 Enter 키를 누르고, 위아래 화살표 키로 이동한 뒤 Space 또는 Enter 키를 눌러 놓으세요. 취소하려면 Escape 키를 누르세요.',
  dragPickedUp: '전체 {{count}}개 중 {{position}}번째 행을 집었습니다.',
  dragMovedTo: '행이 전체 {{count}}개 중 {{position}}번째 위치에 있습니다.',
  dragDropped: '행을 전체 {{count}}개 중 {{position}}번째 위치에 놓았습니다.',
  dragCancelled: '이동을 취소했습니다. 행이 원래 위치로 돌아갔습니다.',

  // Tabs
  tabNumber: '탭 {{number}}',

  // Relationships and uploads
  documents: '문서',
  searchCollection: '{{label}} 검색',
  searchToReplace: '검색해서 교체…',
  showOptions: '옵션 표시',
  selectedDocuments: '선택됨: {{label}}',
  editLabel: '{{label}} 편집',
  editDocument: '“{{title}}” 편집',
  removeDocument: '“{{title}}” 제거',
  swap: '교체',
  swapDocument: '“{{title}}” 파일을 다른 파일로 교체',
  missingDocument: '없는 문서({{id}})',
  chooseFrom: '{{label}}에서 선택',
  collection: '컬렉션',
  alreadySelected: '“{{title}}”(이미 선택됨)',
  loadMore: '더 불러오기',
  discardDrawerTitle: '변경 사항을 버릴까요?',
  discardDrawerText: '이 패널에서 변경한 내용은 아직 저장되지 않았습니다. 닫으면 변경 사항이 사라집니다.',
  discardDrawerConfirm: '변경 사항 버리기',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: '콘텐츠',
  seoTab: 'SEO',
  seoGroup: '검색 및 공유',
  seoMetaTitle: '메타 제목',
  seoMetaDescription: '메타 설명',
  seoMetaImage: '미리보기 이미지',
  seoOverview: '검색 결과 표시',
  seoChecks: '검사 {{total}}개 중 {{passing}}개 통과',
  seoMissing: '없음',
  seoTooShort: '너무 짧음',
  seoAlmostThere: '조금만 더',
  seoGood: '좋음',
  seoTooLong: '너무 김',
  seoNoImage: '이미지 없음',
  seoLength: '{{count}}자(권장 {{range}}자)',
  seoPreview: '검색 결과 미리보기',
  seoTitleTips: '좋은 제목 작성법',
  seoDescriptionTips: '좋은 설명 작성법',
  seoGenerate: '생성',
  seoGenerateField: '{{label}} 생성',

  // Join fields: the documents that point at this one
  joinEmpty: '아직 여기를 참조하는 항목이 없습니다.',
  joinShowing: '{{total}}개 중 {{shown}}개 표시 중',
};
