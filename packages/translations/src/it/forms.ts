import type { NamespaceStrings } from '../types.ts';

/** Italian: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Scegli un campo',
  noFormFields: 'Questo modulo non ha ancora campi da scegliere.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Il campo selezionato deve essere un campo numerico',
  valueOfField: 'Il prezzo usa il valore inviato in {{field}}.',
  chooseFieldFirst: 'Scegli prima il campo da usare.',
  submissions: 'Invii',
  noSubmissions: 'Nessun invio per ora.',
  saveFormFirst: 'Gli invii compaiono qui dopo il salvataggio del modulo.',
  loadingSubmissions: 'Caricamento degli invii…',
  submissionsFailed: 'Non è stato possibile caricare gli invii.',
  submitted: 'Inviato',
  values: 'Valori',
};
