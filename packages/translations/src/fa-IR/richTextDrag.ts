import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'جابه‌جایی {{name}}',
  instructions:
    'برای جابه‌جایی این بخش از متن، روی دستگیره کلید فاصله یا Enter را بزنید، با کلیدهای جهت‌نمای بالا و پایین آن را جابه‌جا کنید، سپس برای رها کردن کلید فاصله یا Enter و برای لغو Escape را بزنید.',
  pickedUp: 'برداشته شد: {{name}}، موقعیت {{position}} از {{count}}.',
  over: 'به موقعیت {{position}} از {{count}} می‌رود.',
  dropped: 'در موقعیت {{position}} از {{count}} رها شد.',
  cancelled: 'جابه‌جایی لغو شد؛ چیزی تغییر نکرد.',
};
