import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Преместване на „{{name}}“',
  instructions:
    'За да преместите тази част от текста, натиснете интервал или Enter върху дръжката, преместете я със стрелките нагоре и надолу, след което натиснете интервал или Enter, за да я пуснете, или Escape, за да се откажете.',
  pickedUp: 'Вдигнато: {{name}}, позиция {{position}} от {{count}}.',
  over: 'Ще отиде на позиция {{position}} от {{count}}.',
  dropped: 'Пуснато на позиция {{position}} от {{count}}.',
  cancelled: 'Преместването е отменено; нищо не е променено.',
};
