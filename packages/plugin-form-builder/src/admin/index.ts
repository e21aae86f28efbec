/**
 * The form builder's admin module (the admin loads it on demand, see docs/plugins.md): the components config
 * names as `'@atrium/plugin-form-builder#<name>'`.
 */
export const components = {
  /** A price condition's `fieldToUse`: one of the form's fields by name and label, without payment blocks. */
  FieldSelector: () => import('./FieldSelector/index.tsx'),
  /** A price condition's `valueForOperator`, by `valueType`, with spec 5's number-field hint. */
  PriceSelector: () => import('./PriceSelector/index.tsx'),
  /** A form's submissions, listed under the form (a `ui` field). */
  Submissions: () => import('./Submissions/index.tsx'),
};
