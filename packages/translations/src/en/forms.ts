/** The form builder plugin's admin: the field and price selectors of a form, and a form's submissions. */
export const forms = {
  chooseField: 'Choose a field',
  noFormFields: 'This form has no fields to choose from yet.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'The selected field must be a number field',
  valueOfField: 'The price uses the value submitted in {{field}}.',
  chooseFieldFirst: 'Choose the field to use first.',
  submissions: 'Submissions',
  noSubmissions: 'No submissions yet.',
  saveFormFirst: 'Submissions are listed here once the form is saved.',
  loadingSubmissions: 'Loading submissions…',
  submissionsFailed: 'The submissions could not be loaded.',
  submitted: 'Submitted',
  values: 'Values',
} as const;
