import type { NamespaceStrings } from '../types.ts';

/** Hebrew: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'בחרו שדה',
  noFormFields: 'לטופס זה עדיין אין שדות לבחירה.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'השדה שנבחר חייב להיות שדה מספרי',
  valueOfField: 'המחיר משתמש בערך שנשלח ב־{{field}}.',
  chooseFieldFirst: 'בחרו קודם את השדה שבו ייעשה שימוש.',
  submissions: 'הגשות',
  noSubmissions: 'אין עדיין הגשות.',
  saveFormFirst: 'ההגשות יופיעו כאן לאחר שמירת הטופס.',
  loadingSubmissions: 'טוען הגשות…',
  submissionsFailed: 'לא ניתן היה לטעון את ההגשות.',
  submitted: 'נשלח',
  values: 'ערכים',
};
