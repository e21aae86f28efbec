import type { NamespaceStrings } from '../types.ts';

/** German: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Feld auswählen',
  noFormFields: 'Dieses Formular hat noch keine Felder zur Auswahl.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Das ausgewählte Feld muss ein Zahlenfeld sein',
  valueOfField: 'Der Preis verwendet den in {{field}} übermittelten Wert.',
  chooseFieldFirst: 'Wählen Sie zuerst das zu verwendende Feld.',
  submissions: 'Einsendungen',
  noSubmissions: 'Noch keine Einsendungen.',
  saveFormFirst: 'Einsendungen erscheinen hier, sobald das Formular gespeichert ist.',
  loadingSubmissions: 'Einsendungen werden geladen…',
  submissionsFailed: 'Die Einsendungen konnten nicht geladen werden.',
  submitted: 'Eingesendet',
  values: 'Werte',
};
