import type { Field } from '@atrium/core/client';
import { memo, type ReactNode } from 'react';
import type { EntityPermissions } from '../../auth/AuthProvider.tsx';
import type { ClientAuth } from '../../config/index.ts';
import type { FormStore } from '../../forms/FormStore.ts';
import { RenderFields } from '../../forms/RenderFields.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { AuthFields } from '../AuthFields/index.tsx';
import { DocumentMeta } from '../DocumentMeta/index.tsx';
import type { FieldColumns } from '../fieldLayout.ts';
import { confirmPasswordPath, passwordPath } from '../passwordErrors.ts';

/** The fields: main column and sidebar. Memoized: saving, or the header changing, does not re-render them. */
export const FormColumns = memo(function FormColumns({
  store,
  columns,
  permissions,
  hasDetails,
  auth,
  operation,
  saveCount,
  lead,
}: {
  /** What comes before the fields in the main column (an upload collection's file). */
  lead?: ReactNode;
  store: FormStore;
  columns: FieldColumns;
  permissions: EntityPermissions | undefined;
  /** Whether the document exists, so the sidebar shows its ID and dates. */
  hasDetails: boolean;
  /** An auth collection's options: its password goes after the email (or username) fields. */
  auth: ClientAuth | false;
  operation: 'create' | 'update';
  saveCount: number;
}) {
  const { t } = useTranslation();
  const hasSidebar = hasDetails || columns.sidebar.length > 0;
  const leading = auth ? leadingAuthFields(columns.main) : 0;
  return (
    <div className={`doc__columns${hasSidebar ? '' : ' doc__columns--single'}`}>
      <div className="doc__main">
        {lead}
        {auth ? (
          <>
            <RenderFields fields={columns.main.slice(0, leading)} permissions={permissions?.fields} />
            <AuthFields auth={auth} operation={operation} saveCount={saveCount} />
            <RenderFields fields={columns.main.slice(leading)} permissions={permissions?.fields} />
          </>
        ) : (
          <RenderFields fields={columns.main} permissions={permissions?.fields} />
        )}
      </div>
      {hasSidebar ? (
        <aside className="doc__sidebar" aria-label={t('edit:details')}>
          <RenderFields fields={columns.sidebar} permissions={permissions?.fields} />
          <DocumentMeta store={store} />
        </aside>
      ) : null}
    </div>
  );
});

/** How many of an auth collection's first fields are its sign-in names (core puts `email`, `username` first). */
export function leadingAuthFields(fields: Field[]): number {
  let count = 0;
  while (count < fields.length && ['email', 'username'].includes((fields[count] as { name?: string }).name ?? '')) count++;
  return count;
}

/** The order fields are met in, with an auth collection's password inputs after its sign-in names. */
export function withPasswordInputs(columns: FieldColumns): FieldColumns {
  const leading = leadingAuthFields(columns.main);
  const password: Field[] = [
    { name: passwordPath, type: 'text' },
    { name: confirmPasswordPath, type: 'text' },
  ];
  return { main: [...columns.main.slice(0, leading), ...password, ...columns.main.slice(leading)], sidebar: columns.sidebar };
}
