import type { NamespaceStrings } from '../types.ts';

/** Romanian: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Alegeți un câmp',
  noFormFields: 'Acest formular nu are încă niciun câmp de ales.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Câmpul selectat trebuie să fie un câmp numeric',
  valueOfField: 'Prețul folosește valoarea trimisă în {{field}}.',
  chooseFieldFirst: 'Alegeți mai întâi câmpul de folosit.',
  submissions: 'Trimiteri',
  noSubmissions: 'Nicio trimitere încă.',
  saveFormFirst: 'Trimiterile apar aici după salvarea formularului.',
  loadingSubmissions: 'Se încarcă trimiterile…',
  submissionsFailed: 'Trimiterile nu au putut fi încărcate.',
  submitted: 'Trimis',
  values: 'Valori',
};
