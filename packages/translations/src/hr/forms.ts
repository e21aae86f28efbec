import type { NamespaceStrings } from '../types.ts';

/** Croatian: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Odaberite polje',
  noFormFields: 'Ovaj obrazac još nema polja za odabir.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Odabrano polje mora biti brojčano polje',
  valueOfField: 'Cijena koristi vrijednost poslanu u polju {{field}}.',
  chooseFieldFirst: 'Najprije odaberite polje koje će se koristiti.',
  submissions: 'Predaje',
  noSubmissions: 'Još nema predaja.',
  saveFormFirst: 'Predaje se ovdje prikazuju nakon spremanja obrasca.',
  loadingSubmissions: 'Učitavanje predaja…',
  submissionsFailed: 'Predaje nije bilo moguće učitati.',
  submitted: 'Poslano',
  values: 'Vrijednosti',
};
