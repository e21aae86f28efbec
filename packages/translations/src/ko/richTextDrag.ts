import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: '{{name}} 이동',
  instructions:
    '이 부분을 옮기려면 핸들에서 Space 또는 Enter 키를 누르고, 위아래 화살표 키로 이동한 뒤 Space 또는 Enter 키를 눌러 놓으세요. 취소하려면 Escape 키를 누르세요.',
  pickedUp: '{{name}}을(를) 집었습니다. 전체 {{count}}개 중 {{position}}번째입니다.',
  over: '전체 {{count}}개 중 {{position}}번째 위치로 옮겨집니다.',
  dropped: '전체 {{count}}개 중 {{position}}번째 위치에 놓았습니다.',
  cancelled: '이동을 취소했습니다. 바뀐 내용은 없습니다.',
};
