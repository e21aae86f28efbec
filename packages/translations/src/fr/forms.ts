import type { NamespaceStrings } from '../types.ts';

/** French: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Choisissez un champ',
  noFormFields: 'Ce formulaire n’a encore aucun champ à choisir.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Le champ sélectionné doit être un champ numérique',
  valueOfField: 'Le prix utilise la valeur envoyée dans {{field}}.',
  chooseFieldFirst: 'Choisissez d’abord le champ à utiliser.',
  submissions: 'Envois',
  noSubmissions: 'Aucun envoi pour l’instant.',
  saveFormFirst: 'Les envois s’affichent ici une fois le formulaire enregistré.',
  loadingSubmissions: 'Chargement des envois…',
  submissionsFailed: 'Les envois n’ont pas pu être chargés.',
  submitted: 'Envoyé',
  values: 'Valeurs',
};
