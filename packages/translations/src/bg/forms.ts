import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Изберете поле',
  noFormFields: 'Тази форма все още няма полета за избор.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Избраното поле трябва да е числово поле',
  valueOfField: 'Цената използва стойността, изпратена в {{field}}.',
  chooseFieldFirst: 'Първо изберете полето, което да се използва.',
  submissions: 'Изпращания',
  noSubmissions: 'Все още няма изпращания.',
  saveFormFirst: 'Изпращанията се показват тук, след като формата бъде запазена.',
  loadingSubmissions: 'Изпращанията се зареждат…',
  submissionsFailed: 'Изпращанията не можаха да бъдат заредени.',
  submitted: 'Изпратено',
  values: 'Стойности',
};
