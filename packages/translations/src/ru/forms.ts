import type { NamespaceStrings } from '../types.ts';

/** Russian: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Выберите поле',
  noFormFields: 'В этой форме пока нет полей для выбора.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Выбранное поле должно быть числовым',
  valueOfField: 'Цена берётся из значения, отправленного в поле {{field}}.',
  chooseFieldFirst: 'Сначала выберите поле, которое нужно использовать.',
  submissions: 'Отправки',
  noSubmissions: 'Отправок пока нет.',
  saveFormFirst: 'Отправки появятся здесь после сохранения формы.',
  loadingSubmissions: 'Загрузка отправок…',
  submissionsFailed: 'Не удалось загрузить отправки.',
  submitted: 'Отправлено',
  values: 'Значения',
};
