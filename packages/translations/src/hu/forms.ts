import type { NamespaceStrings } from '../types.ts';

/** Hungarian: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Válasszon mezőt',
  noFormFields: 'Ennek az űrlapnak még nincsenek választható mezői.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'A kiválasztott mezőnek szám mezőnek kell lennie',
  valueOfField: 'Az ár a(z) {{field}} mezőben beküldött értéket használja.',
  chooseFieldFirst: 'Először válassza ki a használandó mezőt.',
  submissions: 'Beküldések',
  noSubmissions: 'Még nincsenek beküldések.',
  saveFormFirst: 'A beküldések az űrlap mentése után jelennek meg itt.',
  loadingSubmissions: 'Beküldések betöltése…',
  submissionsFailed: 'A beküldéseket nem sikerült betölteni.',
  submitted: 'Beküldve',
  values: 'Értékek',
};
