import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type EntityPermissions, useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection, findGlobal } from '../../config/index.ts';
import { useFieldIdPrefix } from '../../fields/shared/FieldIdScope.tsx';
import { type FormContextValue, FormProvider } from '../../forms/FormProvider.tsx';
import { FormStore } from '../../forms/FormStore.ts';
import type { ValidationContext } from '../../forms/validate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { CopyFromLocale } from '../../localization/CopyFromLocale.tsx';
import { LocaleSelect } from '../../localization/LocaleSelect.tsx';
import { localizedPaths } from '../../localization/localizedPaths.ts';
import { ConflictDialog } from '../ConflictDialog/index.tsx';
import { DocumentActions } from '../DocumentActions/index.tsx';
import { DocumentLock } from '../DocumentLock/index.tsx';
import { ErrorPill } from '../ErrorPill/index.tsx';
import { hasConditionalFields, splitSidebar } from '../fieldLayout.ts';
import { confirmPasswordPath, passwordErrors, passwordPath } from '../passwordErrors.ts';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard/index.tsx';
import { handOffDocument, useDocument } from '../useDocument.ts';
import type { EditedEntity } from '../useDocumentHeading.ts';
import { useDocumentLock } from '../useDocumentLock.ts';
import { useSaveDocument } from '../useSaveDocument.ts';
import { useSaveShortcut } from '../useSaveShortcut.ts';
import { useServerConditions } from '../useServerConditions.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import { FormColumns, withPasswordInputs } from './FormColumns.tsx';
import { FormMessage, FormSkeleton, loadErrorMessage, ModifiedStatus } from './FormStates.tsx';
import './index.css';

type Document = Record<string, unknown>;

const noFields: never[] = [];

// The input that had focus when a new document was first saved: the page re-opens at the document's own URL
// (a new form), and focus goes back where the user was typing.
let focusAfterCreate: string | undefined;

export type DocumentFormProps = {
  kind: 'collection' | 'global';
  slug: string;
  /** The document to edit; without it (collections only), a new one is created. */
  id?: string | number;
  /** Values a new document starts with, over the fields' defaults. */
  initialData?: Document;
  /** The content locale read and saved (the default locale when `undefined`). */
  locale?: string;
  /** Called after every successful save with the saved document (depth 0). */
  onSaved?: (doc: Document, operation: 'create' | 'update') => void;
  /** Called when the form gains or loses unsaved changes (a drawer's owner may ask before closing). */
  onModifiedChange?: (isModified: boolean) => void;
  /**
   * `page` (the edit view): heading, breadcrumbs, unsaved-changes guard, and it navigates after create,
   * duplicate and delete. `drawer` (inside a Dialog): a compact form that saves and calls `onSaved`.
   * Defaults to `page`.
   */
  layout?: 'page' | 'drawer';
};

/**
 * A collection document or global as a form: loads it (or the defaults of a new one), lays its fields out in a
 * main column and a sidebar, and saves it. The edit view shows it as a page; the relationship field's drawer
 * and the account page embed it.
 */
export function DocumentForm(props: DocumentFormProps) {
  const { kind, slug, id, initialData, locale, layout = 'page' } = props;
  const config = useConfig();
  const { t } = useTranslation();
  const entity = useMemo<EditedEntity | undefined>(() => {
    if (kind === 'global') {
      const global = findGlobal(config, slug);
      return global && { kind, config: global };
    }
    const collection = findCollection(config, slug);
    return collection && { kind, config: collection };
  }, [config, kind, slug]);
  const fields = entity?.config.fields;
  const hasConditions = useMemo(() => (fields ? hasConditionalFields(fields) : false), [fields]);
  const state = useDocument({ kind, slug, id, fields: fields ?? noFields, initialData, hasConditions, locale });

  if (!entity) return <FormMessage layout={layout} title={t('general:notFound')} text={t('general:pageNotFound')} />;
  if (state.status === 'loading') return <FormSkeleton layout={layout} />;
  if (state.status === 'notFound') {
    return <FormMessage layout={layout} title={t('general:notFound')} text={t('edit:notFound')} entity={entity} />;
  }
  if (state.status === 'error') {
    return (
      <FormMessage layout={layout} title={t('edit:loadFailed')} text={loadErrorMessage(state.error, t)} entity={entity}>
        <Button onClick={state.retry}>{t('edit:retry')}</Button>
      </FormMessage>
    );
  }
  return (
    <LoadedForm
      {...props}
      layout={layout}
      entity={entity}
      data={state.data}
      permissions={state.permissions}
      hasConditions={hasConditions}
      conditions={state.conditions}
    />
  );
}

type LoadedProps = DocumentFormProps & {
  layout: 'page' | 'drawer';
  entity: EditedEntity;
  data: Document;
  permissions: EntityPermissions | undefined;
  hasConditions: boolean;
  conditions: Record<string, boolean> | undefined;
};

function LoadedForm(props: LoadedProps) {
  const { kind, slug, layout, entity, data, permissions, hasConditions, conditions, onSaved, onModifiedChange, locale } = props;
  const config = useConfig();
  const { t, label, language } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [store] = useState(() => {
    const created = new FormStore(data);
    if (conditions) created.setConditions(conditions);
    return created;
  });
  // A new document gets its id from its first save; later saves update it.
  const [id, setId] = useState<string | number | undefined>(data.id as string | number | undefined);
  const root = useRef<HTMLDivElement>(null);
  const idPrefix = useFieldIdPrefix();
  const isLeaving = useRef(false);
  // Counts successful saves: the palette's "recent documents" entry is refreshed after each.
  const [saveCount, setSaveCount] = useState(0);
  const fields = entity.config.fields;
  const columns = useMemo(() => splitSidebar(fields), [fields]);
  const hasLocalizedFields = useMemo(() => localizedPaths(fields).length > 0, [fields]);
  const isPage = layout === 'page';
  const operation = kind === 'collection' && id === undefined ? 'create' : 'update';
  const mayWrite = (operation === 'create' ? permissions?.create : permissions?.update)?.permission === true;
  // An open edit page holds the document's lock; while someone else holds it the form is read-only, values kept.
  const lockDocuments = entity.config.lockDocuments;
  const lock = useDocumentLock({
    kind,
    slug,
    id: operation === 'update' ? id : undefined,
    user,
    duration: isPage && mayWrite && operation === 'update' && lockDocuments ? lockDocuments.duration : false,
  });
  const canWrite = mayWrite && !lock.isReadOnly;
  const listPath = `/collections/${slug}`;
  const singular = entity.kind === 'collection' ? label(entity.config.labels.singular, slug) : label(entity.config.label, slug);

  const validation = useMemo<ValidationContext>(() => ({ t, user, operation, id, language }), [t, user, operation, id, language]);
  const form = useMemo<FormContextValue>(
    () => ({
      store,
      validation,
      readOnly: !canWrite,
      permissions: permissions?.fields,
      entity: { kind, slug },
      id,
      serverCheck: { operation, locale },
    }),
    [store, validation, canWrite, permissions, kind, slug, id, operation, locale],
  );

  const savedMessage = useCallback(
    (op: 'create' | 'update') => t(op === 'create' ? 'edit:created' : 'edit:saved', { label: singular }),
    [t, singular],
  );
  const handleSaved = useCallback(
    (doc: Document, op: 'create' | 'update') => {
      if (op === 'create' && doc.id !== undefined) {
        setId(doc.id as string | number);
        if (isPage) {
          focusAfterCreate = document.activeElement?.id || undefined;
          // Still modified: the user typed while the save was on its way. The new page starts from their values.
          const { id: newID, createdAt, updatedAt } = doc;
          handOffDocument(
            slug,
            newID as string | number,
            store.isModified() ? { ...store.getData(), id: newID, createdAt, updatedAt } : doc,
            locale,
          );
          isLeaving.current = true;
          // In the locale it was written in: its page reads and saves that locale, as this one did.
          navigate(`${listPath}/${encodeURIComponent(String(newID))}${localeQuery(locale)}`, { replace: true });
        }
      }
      setSaveCount((count) => count + 1);
      onSaved?.(doc, op);
    },
    [isPage, slug, listPath, navigate, onSaved, store, locale],
  );
  useEffect(() => {
    const focusID = focusAfterCreate;
    focusAfterCreate = undefined;
    if (focusID) root.current?.querySelector<HTMLElement>(`#${CSS.escape(focusID)}`)?.focus({ preventScroll: true });
  }, []);
  const auth = entity.kind === 'collection' ? entity.config.auth : false;
  const validateExtra = useMemo(
    () =>
      auth
        ? () => passwordErrors(auth, store.getValue(passwordPath), store.getValue(confirmPasswordPath), operation === 'create', t)
        : undefined,
    [auth, store, operation, t],
  );
  // The password inputs sit after the sign-in name: the first invalid field is looked for in that order too.
  const errorOrder = useMemo(() => (auth ? withPasswordInputs(columns) : columns), [auth, columns]);
  const { save, isSaving, focusFirstError, hasConflict, overwrite, keepEditing } = useSaveDocument({
    store,
    kind,
    slug,
    id,
    locale,
    fields,
    columns: errorOrder,
    validation,
    validateExtra,
    root,
    idPrefix,
    savedMessage,
    onSaved: handleSaved,
  });
  const { recheck } = lock;
  const handleSave = useCallback(() => {
    // A save refused because someone took over meanwhile (423) turns the form read-only at once, not at the next check.
    if (canWrite) void save().then(recheck);
  }, [canWrite, save, recheck]);
  useSaveShortcut(root, layout, handleSave);
  useServerConditions({
    store,
    kind,
    slug,
    id,
    operation,
    isEnabled: hasConditions,
    hasInitialAnswers: conditions !== undefined,
  });

  const reportModified = useRef(onModifiedChange);
  reportModified.current = onModifiedChange;
  useEffect(() => {
    let last = store.isModified();
    return store.subscribeAll(() => {
      if (store.isModified() === last) return;
      last = !last;
      reportModified.current?.(last);
    });
  }, [store]);

  const handleDuplicated = (doc: Document) => {
    isLeaving.current = true;
    handOffDocument(slug, doc.id as string | number, doc, locale);
    navigate(`${listPath}/${encodeURIComponent(String(doc.id))}${localeQuery(locale)}`);
  };
  const handleDeleted = () => {
    isLeaving.current = true;
    navigate(listPath);
  };

  const mayCreate = permissions?.create?.permission === true;
  return (
    <FormProvider value={form}>
      <div ref={root} className={`doc doc--${layout}`} data-form-state="ready">
        <div className="doc__bar">
          {isPage ? null : <DocumentTitle store={store} entity={entity} isPage={false} id={id} saveCount={saveCount} />}
          {isPage && entity.kind === 'collection' ? (
            <nav className="doc__crumbs" aria-label={t('edit:breadcrumbs')}>
              <Link to={listPath}>{label(entity.config.labels.plural, slug)}</Link>
            </nav>
          ) : null}
          {/* A global has no list to go back to: the bar names the sidebar group it is found under. */}
          {isPage && entity.kind === 'global' ? (
            <span className="doc__crumbs doc__crumbs--plain">
              {entity.config.admin?.group ? label(entity.config.admin.group) : t('nav:globals')}
            </span>
          ) : null}
          <ModifiedStatus store={store} isReadOnly={!canWrite} />
          <div className="doc__controls">
            <ErrorPill store={store} onActivate={() => void focusFirstError()} />
            {isPage && entity.kind === 'collection' && id !== undefined && mayCreate ? (
              <Link to={`${listPath}/create`} className="btn btn--ghost doc__create">
                <span aria-hidden>+</span>
                <span className="doc__create-text">{t('general:createNew')}</span>
              </Link>
            ) : null}
            {isPage && entity.kind === 'collection' && id !== undefined ? (
              <DocumentActions
                store={store}
                entity={entity}
                id={id}
                canDuplicate={mayCreate}
                canDelete={permissions?.delete?.permission === true}
                onDuplicated={handleDuplicated}
                onDeleted={handleDeleted}
              />
            ) : null}
            {canWrite ? (
              <Button
                variant="primary"
                onClick={handleSave}
                disabled={isSaving}
                title={t('edit:saveShortcut')}
                aria-keyshortcuts="Control+S Meta+S"
              >
                {isSaving ? t('general:saving') : t('general:save')}
              </Button>
            ) : null}
          </div>
        </div>
        {isPage ? <DocumentTitle store={store} entity={entity} isPage id={id} saveCount={saveCount} /> : null}
        {/* Who else is editing comes first: it decides whether anything below can be changed. */}
        <DocumentLock state={lock.state} canTakeOver={permissions?.unlock?.permission === true} onTakeOver={lock.takeOver} />
        {/* Content kept per locale (when this entity has localized fields): which locale this form edits, and
            filling it from another. */}
        {isPage && config.localization && hasLocalizedFields ? (
          <div className="doc__locale">
            <LocaleSelect />
            {canWrite ? <CopyFromLocale store={store} kind={kind} slug={slug} id={id} fields={fields} /> : null}
          </div>
        ) : null}
        {!mayWrite ? (
          <p className="doc__notice">
            {operation === 'create' ? t('edit:notAllowedToCreate', { label: singular }) : t('edit:readOnlyNotice')}
          </p>
        ) : null}
        <FormColumns
          store={store}
          columns={columns}
          permissions={permissions}
          hasDetails={id !== undefined}
          auth={auth}
          operation={operation}
          saveCount={saveCount}
        />
        {isPage ? <UnsavedChangesGuard store={store} entity={entity} isLeaving={isLeaving} /> : null}
        {hasConflict ? (
          <ConflictDialog
            store={store}
            entity={entity}
            isBusy={isSaving}
            onOverwrite={() => void overwrite()}
            onKeepEditing={keepEditing}
          />
        ) : null}
      </div>
    </FormProvider>
  );
}

/** The address's `?locale=` for a content locale other than the default one. */
const localeQuery = (locale: string | undefined) => (locale ? `?locale=${encodeURIComponent(locale)}` : '');
