import type { NamespaceStrings } from '../types.ts';

/** Dutch: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Kies een veld',
  noFormFields: 'Dit formulier heeft nog geen velden om uit te kiezen.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Het geselecteerde veld moet een getalveld zijn',
  valueOfField: 'De prijs gebruikt de waarde die in {{field}} is ingediend.',
  chooseFieldFirst: 'Kies eerst het veld dat gebruikt wordt.',
  submissions: 'Inzendingen',
  noSubmissions: 'Nog geen inzendingen.',
  saveFormFirst: 'Inzendingen verschijnen hier zodra het formulier is opgeslagen.',
  loadingSubmissions: 'Inzendingen laden…',
  submissionsFailed: 'De inzendingen konden niet worden geladen.',
  submitted: 'Ingediend',
  values: 'Waarden',
};
