import type { NamespaceStrings } from '../types.ts';

/** Ukrainian: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Виберіть поле',
  noFormFields: 'У цій формі ще немає полів для вибору.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Вибране поле має бути числовим',
  valueOfField: 'Ціна бере значення, надіслане в полі {{field}}.',
  chooseFieldFirst: 'Спочатку виберіть поле, яке слід використати.',
  submissions: 'Надсилання',
  noSubmissions: 'Надсилань ще немає.',
  saveFormFirst: 'Надсилання з’являться тут після збереження форми.',
  loadingSubmissions: 'Завантаження надсилань…',
  submissionsFailed: 'Не вдалося завантажити надсилання.',
  submitted: 'Надіслано',
  values: 'Значення',
};
