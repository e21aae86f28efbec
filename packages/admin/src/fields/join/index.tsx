import type { JoinField } from '@atrium/core/client';
import { useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { can, useAuth } from '../../auth/AuthProvider.tsx';
import { AppLink } from '../../components/AppLink/index.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import { fieldAtPath } from '../../config/textMatch.ts';
import { useForm } from '../../forms/FormProvider.tsx';
import { setIn } from '../../forms/paths.ts';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { FieldShell } from '../shared/FieldShell.tsx';
import { DocumentDrawer } from '../shared/relations/DocumentDrawer/index.tsx';
import { titleOf } from '../shared/relations/useDocumentSummaries.ts';
import { useJoinedDocuments } from './useJoinedDocuments.ts';
import './index.css';

/**
 * The documents of another collection that point at this one, each linked to its edit view, the total when
 * there are more than shown, and "create new", which opens a drawer with the reference back already filled in.
 * Nothing here is part of the form's data: the server computes the list on every read.
 */
export function JoinInput({ field, path }: FieldProps<JoinField>) {
  const config = useConfig();
  const { t, label, formatNumber } = useTranslation();
  const { permissions } = useAuth();
  const { id } = useForm();
  const inputId = useFieldId(path);
  const [isCreating, setCreating] = useState(false);
  const joined = findCollection(config, field.collection);
  const found = useJoinedDocuments(field, id);
  const reference = joined ? fieldAtPath(joined, field.on) : undefined;
  const initialData = useMemo(() => {
    if (id === undefined) return undefined;
    const isMany = reference && 'hasMany' in reference && reference.hasMany === true;
    return setIn({}, field.on, isMany ? [id] : id);
  }, [field.on, id, reference]);
  const canCreate =
    field.admin?.allowCreate !== false &&
    initialData !== undefined &&
    can(permissions, 'collections', field.collection, 'create');
  const singular = label(joined?.labels.singular, field.collection);
  const docs = found.data?.docs ?? [];
  const total = found.data?.totalDocs ?? 0;
  const columns = field.admin?.defaultColumns ?? [];

  return (
    <FieldShell field={field} inputId={inputId} as="fieldset" className="join">
      {found.isError ? (
        <p className="join__message" role="alert">
          {t('list:loadingError')}{' '}
          <AriaButton className="btn btn--secondary btn--sm" onPress={() => void found.refetch()}>
            {t('list:retry')}
          </AriaButton>
        </p>
      ) : found.isPending && id !== undefined ? (
        <p className="join__message">{t('general:loading')}</p>
      ) : docs.length === 0 ? (
        <p className="join__message">{t('fields:joinEmpty')}</p>
      ) : (
        <ul className="join__list">
          {docs.map((doc) => (
            <li key={String(doc.id)} className="join__item">
              <AppLink className="join__link" to={`/collections/${field.collection}/${encodeURIComponent(String(doc.id))}`}>
                {titleOf(doc, joined)}
              </AppLink>
              {columns.length > 0 ? <span className="join__details">{details(doc, columns)}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <div className="join__footer">
        {total > docs.length ? (
          <p className="join__total">
            {t('fields:joinShowing', { shown: formatNumber(docs.length), total: formatNumber(total) })}
          </p>
        ) : null}
        {canCreate ? (
          <AriaButton className="btn btn--secondary btn--sm join__create" onPress={() => setCreating(true)}>
            <Icon name="plus" />
            {t('general:createNewLabel', { label: singular })}
          </AriaButton>
        ) : null}
      </div>
      {isCreating ? (
        <DocumentDrawer
          slug={field.collection}
          initialData={initialData}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setCreating(false);
          }}
          // The save refetches every content read, this list among them.
          onSaved={() => {}}
        />
      ) : null}
    </FieldShell>
  );
}

/** The plain values of the configured columns, on one line. */
function details(doc: Record<string, unknown>, columns: string[]): string {
  return columns
    .map((name) => doc[name])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' · ');
}
