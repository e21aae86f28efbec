import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Velg et felt',
  noFormFields: 'Dette skjemaet har ingen felt å velge mellom ennå.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Det valgte feltet må være et tallfelt',
  valueOfField: 'Prisen bruker verdien som sendes inn i {{field}}.',
  chooseFieldFirst: 'Velg først feltet som skal brukes.',
  submissions: 'Innsendinger',
  noSubmissions: 'Ingen innsendinger ennå.',
  saveFormFirst: 'Innsendinger vises her når skjemaet er lagret.',
  loadingSubmissions: 'Laster inn innsendinger…',
  submissionsFailed: 'Innsendingene kunne ikke lastes inn.',
  submitted: 'Sendt inn',
  values: 'Verdier',
};
