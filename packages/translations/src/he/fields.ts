import type { NamespaceStrings } from '../types.ts';

/** Hebrew: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'יש שגיאות',
  clearValue: 'ניקוי {{label}}',
  noMatches: 'אין התאמות.',
  chooseOption: 'בחרו אפשרות…',

  // Text and number lists
  onePerLine: 'ערך אחד בכל שורה.',
  commaSeparated: 'יש להפריד בין המספרים בפסיקים.',

  // Code
  codeTabHint: 'Tab מוסיף הזחה ו-Shift+Tab מסיר אותה. כדי לצאת מהשדה, יש ללחוץ Esc ואז Tab.',
  codeTabReleased: 'מעכשיו Tab עובר לשדה הבא.',

  // Date
  timeZone: 'השעות מוצגות לפי אזור הזמן שלך ({{zone}}).',

  // JSON
  invalidJSON: 'זה עדיין לא JSON תקין ({{reason}}). הערך התקין האחרון נשמר עד שהטקסט יהיה תקין.',

  // Point
  latitude: 'קו רוחב',
  longitude: 'קו אורך',

  // Arrays and blocks
  row: 'שורה',
  rows: 'שורות',
  block: 'בלוק',
  blocks: 'בלוקים',
  rowLabel: 'שורה {{number}}',
  addLabel: 'הוספת {{label}}',
  noRows: 'עדיין לא נוסף דבר.',
  chooseBlock: 'בחירת בלוק',
  unknownBlock: 'בלוק לא מוכר',
  blockName: 'שם הבלוק',
  blockNamePlaceholder: 'רשות: שם שיזהה את הבלוק ברשימה',
  moveRow: 'הזזת {{row}}',
  duplicateRow: 'שכפול {{row}}',
  removeRow: 'הסרת {{row}}',
  collapseAll: 'כיווץ הכול',
  expandAll: 'הרחבת הכול',
  dragInstructions:
    'כדי להזיז שורה, יש ללחוץ על רווח או Enter בידית שלה, להזיז אותה בעזרת מקשי החצים למעלה ולמטה, ואז ללחוץ על רווח או Enter כדי להניח אותה, או על Escape כדי לבטל.',
  dragPickedUp: 'השורה במיקום {{position}} מתוך {{count}} הורמה.',
  dragMovedTo: 'השורה נמצאת מעל מיקום {{position}} מתוך {{count}}.',
  dragDropped: 'השורה הונחה במיקום {{position}} מתוך {{count}}.',
  dragCancelled: 'ההזזה בוטלה; השורה חזרה למקומה.',

  // Tabs
  tabNumber: 'כרטיסייה {{number}}',

  // Relationships and uploads
  documents: 'מסמכים',
  searchCollection: 'חיפוש בתוך {{label}}',
  searchToReplace: 'חיפוש להחלפה…',
  showOptions: 'הצגת אפשרויות',
  selectedDocuments: 'נבחרו: {{label}}',
  editLabel: 'עריכת {{label}}',
  editDocument: 'עריכת "{{title}}"',
  removeDocument: 'הסרת "{{title}}"',
  swap: 'החלפה',
  swapDocument: 'החלפת "{{title}}" בקובץ אחר',
  missingDocument: 'מסמך חסר ({{id}})',
  chooseFrom: 'בחירה מתוך {{label}}',
  collection: 'אוסף',
  alreadySelected: '"{{title}}" (כבר נבחר)',
  loadMore: 'טעינת עוד',
  discardDrawerTitle: 'לבטל את השינויים?',
  discardDrawerText: 'השינויים שביצעת בחלונית הזו עדיין לא נשמרו. סגירת החלונית תבטל אותם.',
  discardDrawerConfirm: 'ביטול השינויים',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'תוכן',
  seoTab: 'SEO',
  seoGroup: 'חיפוש ושיתוף',
  seoMetaTitle: 'כותרת מטא',
  seoMetaDescription: 'תיאור מטא',
  seoMetaImage: 'תמונת תצוגה מקדימה',
  seoOverview: 'מראה בתוצאות החיפוש',
  seoChecks: 'עברו {{passing}} מתוך {{total}} בדיקות',
  seoMissing: 'חסר',
  seoTooShort: 'קצר מדי',
  seoAlmostThere: 'כמעט טוב',
  seoGood: 'טוב',
  seoTooLong: 'ארוך מדי',
  seoNoImage: 'אין תמונה',
  seoLength: '{{count}} תווים (מומלץ: {{range}})',
  seoPreview: 'תצוגה מקדימה בתוצאות החיפוש',
  seoTitleTips: 'איך לכתוב כותרת טובה',
  seoDescriptionTips: 'איך לכתוב תיאור טוב',
  seoGenerate: 'יצירה',
  seoGenerateField: 'יצירת {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'עדיין אין דבר שמפנה לכאן.',
  joinShowing: 'מוצגים {{shown}} מתוך {{total}}.',
};
