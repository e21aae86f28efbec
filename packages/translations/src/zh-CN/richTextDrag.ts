import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: '移动{{name}}',
  instructions:
    '要移动这部分文本，请在拖动手柄上按空格键或 Enter 键，用上下方向键移动，然后再按空格键或 Enter 键放下；按 Esc 键可取消。',
  pickedUp: '已拿起：{{name}}，第 {{position}} 个位置（共 {{count}} 个）。',
  over: '将移到第 {{position}} 个位置（共 {{count}} 个）。',
  dropped: '已放到第 {{position}} 个位置（共 {{count}} 个）。',
  cancelled: '已取消移动，内容没有变化。',
};
