import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'نقل {{name}}',
  instructions:
    'لنقل هذا الجزء من النص، اضغط مفتاح المسافة أو Enter على مقبضه، وحرّكه بمفتاحي السهم لأعلى ولأسفل، ثم اضغط المسافة أو Enter لإفلاته، أو Escape للإلغاء.',
  pickedUp: 'تم التقاط: {{name}}، الموضع {{position}} من {{count}}.',
  over: 'سينتقل إلى الموضع {{position}} من {{count}}.',
  dropped: 'تم الإفلات في الموضع {{position}} من {{count}}.',
  cancelled: 'أُلغي النقل، ولم يتغير شيء.',
};
