import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'הזזת {{name}}',
  instructions:
    'כדי להזיז את החלק הזה של הטקסט, יש ללחוץ על רווח או Enter בידית, להזיז אותו בעזרת מקשי החצים למעלה ולמטה, ואז ללחוץ על רווח או Enter כדי להניח אותו, או על Escape כדי לבטל.',
  pickedUp: 'הורם: {{name}}, מיקום {{position}} מתוך {{count}}.',
  over: 'יעבור למיקום {{position}} מתוך {{count}}.',
  dropped: 'הונח במיקום {{position}} מתוך {{count}}.',
  cancelled: 'ההזזה בוטלה; שום דבר לא השתנה.',
};
