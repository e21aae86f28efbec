import type { NamespaceStrings } from '../types.ts';

/** Arabic: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'اختر حقلًا',
  noFormFields: 'لا يحتوي هذا النموذج على حقول للاختيار منها بعد.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'يجب أن يكون الحقل المحدد حقلًا رقميًا',
  valueOfField: 'يستخدم السعر القيمة المُرسلة في {{field}}.',
  chooseFieldFirst: 'اختر الحقل المراد استخدامه أولًا.',
  submissions: 'الإرسالات',
  noSubmissions: 'لا توجد إرسالات بعد.',
  saveFormFirst: 'تظهر الإرسالات هنا بعد حفظ النموذج.',
  loadingSubmissions: 'جارٍ تحميل الإرسالات…',
  submissionsFailed: 'تعذّر تحميل الإرسالات.',
  submitted: 'تاريخ الإرسال',
  values: 'القيم',
};
