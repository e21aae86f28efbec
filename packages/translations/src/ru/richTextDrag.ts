import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Переместить «{{name}}»',
  instructions:
    'Чтобы переместить эту часть текста, нажмите Пробел или Enter на маркере, передвиньте её клавишами со стрелками вверх и вниз, затем нажмите Пробел или Enter, чтобы отпустить, или Escape для отмены.',
  pickedUp: 'Взято: {{name}}, позиция {{position}} из {{count}}.',
  over: 'Новая позиция: {{position}} из {{count}}.',
  dropped: 'Перемещено на позицию {{position}} из {{count}}.',
  cancelled: 'Перемещение отменено, ничего не изменилось.',
};
