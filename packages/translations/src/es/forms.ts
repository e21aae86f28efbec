import type { NamespaceStrings } from '../types.ts';

/** Spanish: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Elige un campo',
  noFormFields: 'Este formulario aún no tiene campos para elegir.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'El campo seleccionado debe ser un campo numérico',
  valueOfField: 'El precio usa el valor enviado en {{field}}.',
  chooseFieldFirst: 'Elige primero el campo que se usará.',
  submissions: 'Envíos',
  noSubmissions: 'Aún no hay envíos.',
  saveFormFirst: 'Los envíos aparecen aquí una vez guardado el formulario.',
  loadingSubmissions: 'Cargando envíos…',
  submissionsFailed: 'No se pudieron cargar los envíos.',
  submitted: 'Enviado',
  values: 'Valores',
};
