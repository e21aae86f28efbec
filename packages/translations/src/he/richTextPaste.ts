import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'התמונות שהודבקו מועלות…',
  uploadFailed: 'לא ניתן היה להעלות את אחת התמונות שהודבקו: {{reason}}',
  imagesLeftOut: 'תמונות השמורות באתר אחר או במחשב לא נכללו. יש להעלות אותן קודם ואז להוסיף אותן מסרגל הכלים.',
  noImages: 'השדה הזה אינו מקבל תמונות, ולכן התמונות שהודבקו לא נכללו.',
};
