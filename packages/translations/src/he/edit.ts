import type { NamespaceStrings } from '../types.ts';

/** Hebrew: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'נתיב ניווט',
  documentActions: 'פעולות על המסמך',
  moreActions: 'פעולות נוספות',
  details: 'פרטי המסמך',
  unsavedChanges: 'יש שינויים שלא נשמרו',
  allSaved: 'כל השינויים נשמרו',
  readOnly: 'לקריאה בלבד',
  readOnlyNotice: 'אפשר לצפות במסמך הזה, אבל לא לשנות אותו.',
  saveShortcut: 'שמירה (Ctrl+S)',
  copyID: 'העתקת ה-ID',
  password: 'סיסמה',
  newPassword: 'סיסמה חדשה',
  confirmPassword: 'אימות הסיסמה',
  changePassword: 'שינוי סיסמה',
  idCopied: 'ה-ID הועתק.',

  saved: 'השינויים נשמרו ({{label}}).',
  created: 'נוצר מסמך חדש מסוג {{label}}.',
  errorCount_one: 'שגיאה אחת',
  errorCount_other: '{{count}} שגיאות',
  errorPillLabel_one: 'שגיאה אחת: מעבר לשדה',
  errorPillLabel_other: '{{count}} שגיאות: מעבר לשדה הראשון',
  fixErrors: 'לא נשמר: יש לתקן את השדות המסומנים ולשמור שוב.',

  notSavedNetwork: 'לא נשמר: אין תקשורת עם השרת. השינויים שלך עדיין כאן; אפשר לנסות שוב.',
  notSavedServer: 'לא נשמר: אירעה תקלה בשרת. השינויים שלך עדיין כאן; אפשר לנסות שוב.',
  notSavedForbidden: 'לא נשמר: אין לך הרשאה לבצע את השינוי הזה. השינויים שלך עדיין כאן.',
  notSavedSignedOut: 'לא נשמר: ההתחברות שלך הסתיימה. יש להתחבר שוב בכרטיסייה אחרת ואז לשמור: השינויים שלך עדיין כאן.',
  notSavedConflict:
    'לא נשמר: מישהו אחר שינה את המסמך מאז שפתחת אותו. השינויים שלך עדיין כאן; כדאי להעתיק את מה שצריך ואז לטעון מחדש.',
  conflictTitle: 'מישהו אחר שמר את המסמך הזה',
  conflictText:
    'מישהו אחר שמר את "{{title}}" אחרי שפתחת אותו. שמירה עכשיו תחליף את השינויים שלו בשינויים שלך. אם מבטלים, השינויים שלך נשארים כאן.',
  conflictOverwrite: 'לשמור את שלי בכל זאת',
  notSavedMissing: 'לא נשמר: המסמך הזה כבר לא קיים, או שכבר אין לך הרשאה לשנות אותו. השינויים שלך עדיין כאן.',
  notSavedTooLarge: 'לא נשמר: המסמך גדול מדי. השינויים שלך עדיין כאן.',
  notSavedLocked: 'לא נשמר: מישהו אחר עורך את המסמך הזה. השינויים שלך עדיין כאן.',
  notSavedRateLimited: 'לא נשמר: יותר מדי בקשות. כדאי להמתין רגע ולשמור שוב; השינויים שלך עדיין כאן.',
  notSavedInvalid: 'לא נשמר: {{message}} השינויים שלך עדיין כאן.',

  notFound: 'המסמך הזה לא קיים, או שאין לך הרשאה לצפות בו.',
  backToList: 'חזרה לרשימת {{label}}',
  loadFailed: 'טעינת המסמך נכשלה.',
  retry: 'ניסיון נוסף',
  notAllowedToCreate: 'אין לך הרשאה ליצור {{label}}.',

  leaveTitle: 'לצאת בלי לשמור?',
  leaveText: 'השינויים ב-"{{title}}" לא נשמרו, והם יאבדו ביציאה מהדף.',
  leave: 'יציאה בלי לשמור',

  deleteTitle: 'למחוק {{label}}?',
  deleteText: 'המחיקה של "{{title}}" היא סופית. אי אפשר לבטל אותה.',
  deleteLinkedFrom: 'מסמכים אחרים מקשרים אליו: {{list}}. אחרי המחיקה הקישורים האלה לא יובילו לשום מקום.',
  deleteRichTextNotCounted: 'גם טקסט מעוצב במסמכים אחרים עשוי לקשר אליו; קישורים כאלה לא נספרים כאן.',
  deleteLinkedFromMany: 'מסמכים אחרים מקשרים אליהם: {{list}}. אחרי המחיקה הקישורים האלה לא יובילו לשום מקום.',
  deleteRichTextNotCountedMany: 'גם טקסט מעוצב במסמכים אחרים עשוי לקשר אליהם; קישורים כאלה לא נספרים כאן.',
  deleted: 'נמחק: "{{title}}" ({{label}}).',
  deleteFailed: 'המחיקה נכשלה: {{message}}',

  duplicateTitle: 'לשכפל בלי השינויים שלך?',
  duplicateText: 'העותק נוצר מהגרסה השמורה האחרונה. השינויים שלא נשמרו כאן יאבדו.',
  duplicateAnyway: 'שכפול בלי לשמור',
  duplicated: 'נוצר עותק של "{{title}}".',
  duplicateFailed: 'השכפול נכשל: {{message}}',
};
