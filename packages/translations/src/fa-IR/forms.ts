import type { NamespaceStrings } from '../types.ts';

/** Persian: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'یک فیلد انتخاب کنید',
  noFormFields: 'این فرم هنوز فیلدی برای انتخاب ندارد.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'فیلد انتخاب‌شده باید یک فیلد عددی باشد',
  valueOfField: 'قیمت از مقدار ارسال‌شده در {{field}} استفاده می‌کند.',
  chooseFieldFirst: 'ابتدا فیلد مورد استفاده را انتخاب کنید.',
  submissions: 'ارسال‌ها',
  noSubmissions: 'هنوز ارسالی وجود ندارد.',
  saveFormFirst: 'ارسال‌ها پس از ذخیرهٔ فرم در اینجا فهرست می‌شوند.',
  loadingSubmissions: 'در حال بارگذاری ارسال‌ها…',
  submissionsFailed: 'ارسال‌ها بارگذاری نشدند.',
  submitted: 'زمان ارسال',
  values: 'مقادیر',
};
