import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: '移動{{name}}',
  instructions:
    '若要移動這部分文字，請在拖曳控點上按空白鍵或 Enter 鍵，用上下方向鍵移動，再按空白鍵或 Enter 鍵放下；按 Esc 鍵可取消。',
  pickedUp: '已拿起：{{name}}，第 {{position}} 個位置（共 {{count}} 個）。',
  over: '將移到第 {{position}} 個位置（共 {{count}} 個）。',
  dropped: '已放在第 {{position}} 個位置（共 {{count}} 個）。',
  cancelled: '已取消移動，內容沒有變更。',
};
