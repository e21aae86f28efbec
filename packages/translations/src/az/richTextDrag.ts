import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Yerini dəyiş: {{name}}',
  instructions:
    'Mətnin bu hissəsinin yerini dəyişmək üçün tutacaqda Boşluq və ya Enter düyməsini basın, yuxarı və aşağı ox düymələri ilə hərəkət etdirin, sonra yerləşdirmək üçün Boşluq və ya Enter, ləğv etmək üçün isə Esc düyməsini basın.',
  pickedUp: 'Götürüldü: {{name}}, mövqe {{position}}, cəmi {{count}}.',
  over: 'Yeni mövqe: {{position}}, cəmi {{count}}.',
  dropped: 'Yerləşdirildi: mövqe {{position}}, cəmi {{count}}.',
  cancelled: 'Yerdəyişmə ləğv edildi; heç nə dəyişmədi.',
};
