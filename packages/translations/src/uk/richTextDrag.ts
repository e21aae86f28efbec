import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Перемістити «{{name}}»',
  instructions:
    'Щоб перемістити цю частину тексту, натисніть Пробіл або Enter на маркері, пересуньте її клавішами зі стрілками вгору та вниз, а потім натисніть Пробіл або Enter, щоб відпустити, чи Escape, щоб скасувати.',
  pickedUp: 'Взято: {{name}}, позиція {{position}} з {{count}}.',
  over: 'Нова позиція: {{position}} з {{count}}.',
  dropped: 'Переміщено на позицію {{position}} з {{count}}.',
  cancelled: 'Переміщення скасовано, нічого не змінилося.',
};
