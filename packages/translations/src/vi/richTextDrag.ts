import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Di chuyển {{name}}',
  instructions:
    'Để di chuyển phần văn bản này, nhấn phím cách hoặc Enter trên tay nắm, di chuyển bằng phím mũi tên lên và xuống, rồi nhấn phím cách hoặc Enter để thả, hoặc Esc để hủy.',
  pickedUp: 'Đã nhấc: {{name}}, vị trí {{position}} trên {{count}}.',
  over: 'Sẽ chuyển đến vị trí {{position}} trên {{count}}.',
  dropped: 'Đã thả tại vị trí {{position}} trên {{count}}.',
  cancelled: 'Đã hủy di chuyển; không có gì thay đổi.',
};
