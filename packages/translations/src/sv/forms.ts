import type { NamespaceStrings } from '../types.ts';

/** Swedish: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Välj ett fält',
  noFormFields: 'Det här formuläret har inga fält att välja ännu.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Det valda fältet måste vara ett nummerfält',
  valueOfField: 'Priset använder värdet som skickas i {{field}}.',
  chooseFieldFirst: 'Välj först vilket fält som ska användas.',
  submissions: 'Inskickade svar',
  noSubmissions: 'Inga inskickade svar ännu.',
  saveFormFirst: 'Inskickade svar visas här när formuläret har sparats.',
  loadingSubmissions: 'Läser in inskickade svar…',
  submissionsFailed: 'De inskickade svaren kunde inte läsas in.',
  submitted: 'Inskickat',
  values: 'Värden',
};
