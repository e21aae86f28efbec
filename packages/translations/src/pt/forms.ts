import type { NamespaceStrings } from '../types.ts';

/** Portuguese: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Escolha um campo',
  noFormFields: 'Este formulário ainda não tem campos para escolher.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'O campo selecionado deve ser um campo numérico',
  valueOfField: 'O preço usa o valor enviado em {{field}}.',
  chooseFieldFirst: 'Escolha primeiro o campo a usar.',
  submissions: 'Envios',
  noSubmissions: 'Ainda não há envios.',
  saveFormFirst: 'Os envios aparecem aqui depois de o formulário ser guardado.',
  loadingSubmissions: 'A carregar envios…',
  submissionsFailed: 'Não foi possível carregar os envios.',
  submitted: 'Enviado',
  values: 'Valores',
};
