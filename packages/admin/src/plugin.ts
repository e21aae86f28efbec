/**
 * What a plugin's admin module may import from the admin (`@atrium/admin/plugin`): the hooks and pieces its
 * components share with the built-in inputs, so a plugin input reads, validates and looks like theirs.
 */
export { api } from './api/client.ts';
export { AppLink } from './components/AppLink/index.tsx';
export { useFieldId } from './fields/shared/FieldIdScope.tsx';
export { describedBy, FieldShell } from './fields/shared/FieldShell.tsx';
export { useForm } from './forms/FormProvider.tsx';
export type { FieldProps } from './forms/fieldProps.ts';
export { useField } from './forms/useField.ts';
export { useTranslation } from './i18n/I18nProvider.tsx';
