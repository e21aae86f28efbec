/**
 * What a plugin package's admin components may use (`@atrium/admin/plugin`): the same hooks and parts the built-in
 * inputs, cells and views use, so a plugin's field reads and writes the form as theirs do. A plugin's admin
 * module (`"atrium": { "admin" }` in its package.json) exports `components` (see `PluginAdminModule`).
 */
export { api, request } from './api/client.ts';
export { useAuth } from './auth/AuthProvider.tsx';
export { AppLink } from './components/AppLink/index.tsx';
export { Button } from './components/Button/index.tsx';
export { useToast } from './components/Toast/index.tsx';
export { useConfig } from './config/ConfigProvider.tsx';
export { type AdminConfig, findCollection, findGlobal } from './config/index.ts';
export { usePathValue } from './documents/useFormSnapshot.ts';
export { GroupInput } from './fields/group/index.tsx';
export { type DocumentSummary, useDocumentSummary } from './fields/richText/documents.ts';
export { useFieldId } from './fields/shared/FieldIdScope.tsx';
export { describedBy, FieldShell } from './fields/shared/FieldShell.tsx';
export { useOwnError } from './fields/shared/useOwnError.ts';
export type { CellProps } from './fields/types.ts';
export { useForm } from './forms/FormProvider.tsx';
export { getIn, joinPath, type Path } from './forms/paths.ts';
export { type FieldProps, RenderFields } from './forms/RenderFields.tsx';
export { useField } from './forms/useField.ts';
export { useTranslation } from './i18n/I18nProvider.tsx';
export type { BlockPreviewProps, PluginAdminModule } from './plugins/types.ts';
