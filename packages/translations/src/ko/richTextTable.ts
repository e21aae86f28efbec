import type { NamespaceStrings } from '../types.ts';

/** Tables in the rich-text editor: the size picker, the cell menu and its commands, colours, widths. */
export const richTextTable: NamespaceStrings<'richTextTable'> = {
  pickerTitle: '표 삽입',
  size: '{{columns}} × {{rows}}',
  sizeLabel: '열: {{columns}}, 행: {{rows}}',
  cellMenu: '셀 옵션',
  rowsAndColumns: '행과 열',
  cells: '셀',
  merge: '셀 병합',
  split: '셀 분할',
  color: '배경색',
  color_none: '색 없음',
  color_gray: '회색',
  color_red: '빨간색',
  color_orange: '주황색',
  color_yellow: '노란색',
  color_green: '초록색',
  color_teal: '청록색',
  color_blue: '파란색',
  color_purple: '보라색',
  color_pink: '분홍색',
  headers: '머리글',
  headerRow: '머리글 행',
  headerColumn: '머리글 열',
  remove: '삭제',
};
