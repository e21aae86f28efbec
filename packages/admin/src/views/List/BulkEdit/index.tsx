import { type DataField, flattenFields, getFieldType, type Where } from '@atrium/core/client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../api/client.ts';
import { type FieldPermissions, useAuth } from '../../../auth/AuthProvider.tsx';
import { Button } from '../../../components/Button/index.tsx';
import { ConfirmDialog, Dialog } from '../../../components/Dialog/index.tsx';
import { useToast } from '../../../components/Toast/index.tsx';
import type { ClientCollection } from '../../../config/index.ts';
import { FieldTypesProvider } from '../../../fields/FieldTypesProvider.tsx';
import { type FormContextValue, FormProvider } from '../../../forms/FormProvider.tsx';
import { FormStore } from '../../../forms/FormStore.ts';
import { RenderFields } from '../../../forms/RenderFields.tsx';
import { type ValidationContext, validateForm } from '../../../forms/validate.ts';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { labelFromName } from '../../../lists/listFields.ts';
import { type BulkResult, bulkQuery, readBulkResult } from '../bulkResult.ts';
import { listKey } from '../useListQuery.ts';
import './index.css';

type Props = {
  onClose: () => void;
  collection: ClientCollection;
  count: number;
  where: Where;
  onDone: () => void;
};

/**
 * The fields a bulk edit may set: top-level data fields the user may update. Unique fields are left out
 * (one value cannot be unique across many documents), as are read-only, hidden and auth fields.
 */
export function bulkEditableFields(collection: ClientCollection, permissions?: FieldPermissions): DataField[] {
  const authFields = new Set(
    collection.auth ? ['email', 'username', 'password', 'enableAPIKey', 'apiKey', 'loginAttempts', 'lockUntil'] : [],
  );
  return flattenFields(collection.fields).filter(
    (field) =>
      !field.hidden &&
      !field.admin?.hidden &&
      !field.admin?.readOnly &&
      !field.unique &&
      // A virtual field (a join) stores nothing to set.
      getFieldType(field.type)?.storage !== 'none' &&
      !authFields.has(field.name) &&
      permissions?.[field.name]?.update?.permission !== false,
  );
}

/** A drawer to set some fields of every selected document at once: choose fields, edit them, confirm, apply. */
export default function BulkEdit({ onClose, collection, count, where, onDone }: Props) {
  const { t, label, language, formatNumber } = useTranslation();
  const { user, permissions } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const fieldPermissions = permissions?.collections[collection.slug]?.fields;
  const editable = useMemo(() => bulkEditableFields(collection, fieldPermissions), [collection, fieldPermissions]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [store] = useState(() => new FormStore({}));
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Escape, ✕ or Cancel after choosing fields or typing asks first: closing would throw that away.
  const [isDiscarding, setDiscarding] = useState(false);
  const handleClose = () => {
    if (chosen.length > 0 || store.isModified()) setDiscarding(true);
    else onClose();
  };
  const nameFor = (n: number) => label(n === 1 ? collection.labels.singular : collection.labels.plural, collection.slug);
  const chosenFields = editable.filter((f) => chosen.includes(f.name));

  const validation = useMemo<ValidationContext>(() => ({ t, user, operation: 'update', language }), [t, user, language]);
  const form = useMemo<FormContextValue>(
    () => ({
      store,
      validation,
      readOnly: false,
      permissions: fieldPermissions,
      entity: { kind: 'collection', slug: collection.slug },
    }),
    [store, validation, fieldPermissions, collection.slug],
  );

  const handleToggle = (name: string) => {
    setProblem(undefined);
    setChosen((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));
  };

  const handleReview = async () => {
    if (chosenFields.length === 0) {
      setProblem(t('list:chooseFieldsToEdit'));
      return;
    }
    const errors = await validateForm(chosenFields, store, validation);
    store.markSubmitted();
    store.replaceErrors('client', errors);
    if (errors.length === 0) setConfirming(true);
  };

  const handleApply = async () => {
    setBusy(true);
    const data = store.getData();
    // A checkbox left untouched means "off", not "no value".
    const body = Object.fromEntries(chosenFields.map((f) => [f.name, data[f.name] ?? (f.type === 'checkbox' ? false : null)]));
    let result: BulkResult;
    try {
      result = await readBulkResult(api.patch(`/${collection.slug}`, body, bulkQuery(where)));
    } catch (error) {
      toast.show((error as Error).message || t('general:unknownError'), 'error');
      setBusy(false);
      setConfirming(false);
      return;
    }
    const { done, failed } = result;
    if (failed.length > 0) {
      const total = done + failed.length;
      const detail = failed[0]?.message ? ` ${failed[0].message}` : '';
      toast.show(
        `${t('list:unableToUpdateCount', { n: formatNumber(failed.length), total: formatNumber(total), label: nameFor(total) })}${detail}`,
        'error',
      );
    }
    if (done > 0) toast.show(t('list:updated', { count: done, n: formatNumber(done), label: nameFor(done) }));
    await queryClient.invalidateQueries({ queryKey: listKey(collection.slug) });
    setBusy(false);
    setConfirming(false);
    onDone();
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : handleClose())}
      kind="drawer"
      title={t('list:editingTitle', { count, n: formatNumber(count), label: nameFor(count) })}
      footer={
        <>
          <Button onClick={handleClose}>{t('general:cancel')}</Button>
          <Button variant="primary" onClick={handleReview} disabled={isBusy}>
            {t('list:applyChanges', { count, n: formatNumber(count), label: nameFor(count) })}
          </Button>
        </>
      }
    >
      <p className="bulk-edit__intro">{t('list:editingIntro', { count, n: formatNumber(count), label: nameFor(count) })}</p>
      <fieldset className="bulk-edit__choose">
        <legend className="bulk-edit__legend">{t('list:fieldsToEdit')}</legend>
        <div className="bulk-edit__chips">
          {editable.map((field) => (
            <label key={field.name} className={`bulk-edit__chip${chosen.includes(field.name) ? ' bulk-edit__chip--on' : ''}`}>
              <input type="checkbox" checked={chosen.includes(field.name)} onChange={() => handleToggle(field.name)} />
              {label(field.label || undefined, labelFromName(field.name))}
            </label>
          ))}
        </div>
        {problem ? (
          <p className="bulk-edit__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </fieldset>
      <FieldTypesProvider>
        <FormProvider value={form}>
          <div className="bulk-edit__fields">
            <RenderFields fields={chosenFields} permissions={fieldPermissions} />
          </div>
        </FormProvider>
      </FieldTypesProvider>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('list:confirmEditTitle', { count, n: formatNumber(count), label: nameFor(count) })}
        confirmLabel={isBusy ? t('general:saving') : t('general:apply')}
        onConfirm={handleApply}
        isBusy={isBusy}
      >
        <p>{t('list:confirmEdit', { count, n: formatNumber(count), label: nameFor(count) })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={isDiscarding}
        onOpenChange={setDiscarding}
        title={t('fields:discardDrawerTitle')}
        confirmLabel={t('fields:discardDrawerConfirm')}
        variant="danger"
        onConfirm={onClose}
      >
        {t('fields:discardDrawerText')}
      </ConfirmDialog>
    </Dialog>
  );
}
