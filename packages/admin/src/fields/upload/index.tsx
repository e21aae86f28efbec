import type { UploadField } from '@atrium/core/client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { can, useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { FieldShell } from '../shared/FieldShell.tsx';
import { DocumentDrawer } from '../shared/relations/DocumentDrawer/index.tsx';
import { fromRefs, type Ref, refKey, toRefs } from '../shared/relations/refs.ts';
import { refreshSummary, rememberDocument, useDocumentSummaries } from '../shared/relations/useDocumentSummaries.ts';
import { UploadCard } from './UploadCard/index.tsx';
import { UploadPicker } from './UploadPicker/index.tsx';
import './index.css';

/**
 * A reference to upload documents, picked from a drawer of existing files with thumbnails, or uploaded new in a
 * drawer holding the collection's create form, and shown as cards that edit, swap or remove it.
 */
export function UploadInput({ field, path, siblingPath, readOnly }: FieldProps<UploadField>) {
  const { value, setValue, error, markTouched } = useField<unknown>(field, path, siblingPath);
  const config = useConfig();
  const { permissions } = useAuth();
  const { t, label } = useTranslation();
  const queryClient = useQueryClient();
  const id = useFieldId(path);
  const slugs = useMemo(() => (Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]), [field.relationTo]);
  const refs = useMemo(() => toRefs(value, field), [value, field]);
  const summaries = useDocumentSummaries(refs);
  // `replacing`: the index of the card being swapped; `undefined` adds.
  const [picker, setPicker] = useState<{ replacing?: number }>();
  const [editing, setEditing] = useState<Ref>();
  const [isCreating, setCreating] = useState(false);
  // A new file goes into the one collection the field points to (a field of several picks from existing ones).
  const canCreate = slugs.length === 1 && can(permissions, 'collections', slugs[0], 'create');
  const isAtMax = Boolean(field.hasMany && field.maxRows !== undefined && refs.length >= field.maxRows);
  const canAdd = !readOnly && (field.hasMany ? !isAtMax : refs.length === 0);

  const write = (next: Ref[]) => {
    setValue(fromRefs(next, field));
    markTouched();
  };
  const handlePick = (ref: Ref) => {
    const replacing = picker?.replacing;
    if (replacing === undefined) write(field.hasMany ? [...refs, ref] : [ref]);
    else write(refs.map((r, i) => (i === replacing ? ref : r)));
  };
  const plural = label(findCollection(config, slugs[0])?.labels.plural, slugs[0]);

  return (
    <FieldShell field={field} inputId={id} error={error} as="fieldset">
      {refs.length ? (
        <ul className={`upload-field__cards${field.hasMany ? '' : ' upload-field__cards--single'}`}>
          {refs.map((ref, index) => (
            <li key={refKey(ref)}>
              <UploadCard
                summary={summaries.get(refKey(ref))}
                id={ref.value}
                readOnly={readOnly}
                canEdit={can(permissions, 'collections', ref.relationTo, 'update')}
                onEdit={() => setEditing(ref)}
                onSwap={() => setPicker({ replacing: index })}
                onRemove={() => write(refs.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
      ) : readOnly ? (
        <p className="upload-field__empty">{t('general:none')}</p>
      ) : null}
      {canAdd ? (
        <div className="upload-field__actions">
          <Button
            size="sm"
            icon={<Icon name="plus" />}
            onClick={() => setPicker({})}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            {t('fields:chooseFrom', { label: plural })}
          </Button>
          {canCreate ? (
            <Button size="sm" icon={<Icon name="upload" />} onClick={() => setCreating(true)}>
              {t('general:createNew')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {isAtMax && !readOnly ? <p className="field__hint">{t('validation:limitReached', { max: field.maxRows })}</p> : null}
      {picker ? (
        <UploadPicker
          slugs={slugs}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setPicker(undefined);
          }}
          selected={new Set(refs.map(refKey))}
          filterOptions={(field as { filterOptions?: unknown }).filterOptions}
          onPick={(summary) => handlePick({ relationTo: summary.relationTo, value: summary.id })}
        />
      ) : null}
      {isCreating ? (
        <DocumentDrawer
          slug={slugs[0]}
          isOpen
          onOpenChange={setCreating}
          onSaved={(doc, operation) => {
            if (operation !== 'create' || doc.id === undefined) return;
            rememberDocument(queryClient, findCollection(config, slugs[0]), slugs[0], doc);
            handlePick({ relationTo: slugs[0], value: doc.id as string | number });
          }}
        />
      ) : null}
      {editing ? (
        <DocumentDrawer
          slug={editing.relationTo}
          id={editing.value}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setEditing(undefined);
          }}
          onSaved={(doc) => void refreshSummary(queryClient, findCollection(config, editing.relationTo), editing.relationTo, doc)}
        />
      ) : null}
    </FieldShell>
  );
}
