import { isSchedulable } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { APIError } from '../../api/APIError.ts';
import { request } from '../../api/client.ts';
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
import { PendingUpload } from '../../uploads/PendingUpload.ts';
import { UploadPanel } from '../../uploads/UploadPanel/index.tsx';
import { uploadOptionsOf, withoutUploadFields } from '../../uploads/uploadOptions.ts';
import { type VersionOptions, versionOptionsOf } from '../../versions/versionOptions.ts';
import { AutosaveStatus } from '../AutosaveStatus/index.tsx';
import { ConflictDialog } from '../ConflictDialog/index.tsx';
import { DocumentActions } from '../DocumentActions/index.tsx';
import { DocumentLock } from '../DocumentLock/index.tsx';
import { DraftStatus } from '../DraftStatus/index.tsx';
import { documentRead } from '../documentRequests.ts';
import { useAutosave } from '../drafts/useAutosave.ts';
import { useKeptChanges, useUnsavedChanges } from '../drafts/useKeptChanges.ts';
import { ErrorPill } from '../ErrorPill/index.tsx';
import { hasConditionalFields, splitSidebar } from '../fieldLayout.ts';
import { PreviewButton } from '../PreviewButton/index.tsx';
import { confirmPasswordPath, passwordErrors, passwordPath } from '../passwordErrors.ts';
import { RestoredNotice } from '../RestoredNotice/index.tsx';
import { ScheduleDialog } from '../ScheduleDialog/index.tsx';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard/index.tsx';
import { handOffDocument, useDocument } from '../useDocument.ts';
import type { EditedEntity } from '../useDocumentHeading.ts';
import { useDocumentLock } from '../useDocumentLock.ts';
import { type SaveMode, useSaveDocument, versionOf } from '../useSaveDocument.ts';
import { useSaveShortcut } from '../useSaveShortcut.ts';
import { useServerConditions } from '../useServerConditions.ts';
import { VersionsLink } from '../VersionsLink/index.tsx';
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
  const versions = entity?.config.versions;
  const drafts = useMemo(() => versionOptionsOf(versions), [versions]);
  const state = useDocument({
    kind,
    slug,
    id,
    fields: fields ?? noFields,
    initialData,
    hasConditions,
    locale,
    hasDrafts: drafts.hasDrafts,
  });

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
      drafts={drafts}
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
  drafts: VersionOptions;
};

function LoadedForm(props: LoadedProps) {
  const { kind, slug, layout, entity, data, permissions, hasConditions, conditions, onSaved, onModifiedChange, locale, drafts } =
    props;
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
  // An upload collection's file fields are shown by the upload panel, not as inputs.
  const upload = useMemo(() => (entity.kind === 'collection' ? uploadOptionsOf(entity.config) : undefined), [entity]);
  const [pendingUpload] = useState(() => (upload ? new PendingUpload() : undefined));
  const columns = useMemo(() => splitSidebar(upload ? withoutUploadFields(fields) : fields), [fields, upload]);
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
    (op: 'create' | 'update', mode: SaveMode) => {
      if (mode.status === 'published') return t('edit:publishedMessage', { label: singular });
      if (mode.draft) return t('edit:draftSaved');
      return t(op === 'create' ? 'edit:created' : 'edit:saved', { label: singular });
    },
    [t, singular],
  );
  const isSaved = kind === 'global' || id !== undefined;
  const publishedKey = ['document-published', kind, slug, id === undefined ? null : String(id), locale ?? null];
  // Whether the public sees a version (the document as read without `draft=true` is published): the pill
  // tells "changed since published" from "draft" by it.
  const published = useQuery({
    queryKey: publishedKey,
    queryFn: async ({ signal }) => {
      const path = kind === 'global' ? `/globals/${slug}` : `/${slug}/${encodeURIComponent(String(id))}`;
      try {
        const doc = await request<Document>('GET', path, { query: locale ? { depth: 0, locale } : { depth: 0 }, signal });
        return doc._status === 'published';
      } catch (error) {
        if (error instanceof APIError && error.status === 404) return false;
        throw error;
      }
    },
    enabled: drafts.hasDrafts && isSaved,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [hasPublishedHere, setHasPublished] = useState<boolean | undefined>();
  const hasPublished = hasPublishedHere ?? published.data ?? data._status === 'published';
  const handleSaved = useCallback(
    (doc: Document, op: 'create' | 'update', mode: SaveMode) => {
      if (mode.status === 'published') setHasPublished(true);
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
  // Unsaved changes are kept in this browser (per user, document and locale) where drafts save themselves.
  const keepsChanges = isPage && drafts.autosaveInterval !== undefined && canWrite && isSaved && user;
  const changes = useUnsavedChanges(
    keepsChanges ? { user: { id: user.id, collection: config.admin.user }, kind, slug, id, locale } : undefined,
  );
  const afterSave = useCallback((sent: Document, version: string | undefined) => changes?.saved(sent, version), [changes]);
  const saving = useSaveDocument({
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
    afterSave,
    upload: pendingUpload,
  });
  const { save, isSaving, savingMode, focusFirstError, hasConflict, overwrite, keepEditing } = saving;
  const restored = useKeptChanges(store, changes, saving);
  const autosave = useAutosave(store, saving, canWrite && isSaved ? drafts.autosaveInterval : undefined);
  const { recheck } = lock;
  const { rebase } = saving;
  // A view that was read-only while someone else held the lock shows the document as it was when it opened. Once
  // it has the lock (taken over, or the other editor left) it reads the document again, so the edits start from
  // the other editor's last save (an autosave, say) instead of meeting the 409 question at the first save.
  const lockStatus = lock.state.status;
  const wasLockedByOther = useRef(false);
  useEffect(() => {
    if (lockStatus === 'lockedByOther') wasLockedByOther.current = true;
    if (lockStatus !== 'held' || !wasLockedByOther.current) return;
    wasLockedByOther.current = false;
    const controller = new AbortController();
    const { method, path, query } = documentRead(kind, slug, id, locale, drafts.hasDrafts);
    request<Document>(method, path, { query, signal: controller.signal }).then(
      (doc) => {
        // Typed in the moment since the lock came: the user's values stand, and a save meets the 409 question.
        if (controller.signal.aborted || store.isModified()) return;
        store.reset(doc);
        rebase(versionOf(doc));
      },
      // Not read (offline): the form stays as it was; the save's 409 question still guards the other's changes.
      () => {},
    );
    return () => controller.abort();
  }, [lockStatus, kind, slug, id, locale, drafts.hasDrafts, store, rebase]);
  // With drafts, Ctrl+S saves a draft (as Payload's does): publishing is always a deliberate click. A save refused
  // because someone took over meanwhile (423) turns the form read-only at once, not at the next check.
  const handleSave = useCallback(() => {
    if (canWrite) void save(drafts.hasDrafts ? { draft: true, status: 'draft' } : {}).then(recheck);
  }, [canWrite, save, drafts.hasDrafts, recheck]);
  const handlePublish = useCallback(() => {
    if (canWrite) void save({ status: 'published' }).then(recheck);
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
  const uploadPanel = useMemo(
    () =>
      upload && pendingUpload && <UploadPanel store={store} options={upload} pending={pendingUpload} isReadOnly={!canWrite} />,
    [upload, pendingUpload, store, canWrite],
  );
  return (
    <FormProvider value={form}>
      <div ref={root} className={`doc doc--${layout}`} data-form-state="ready">
        <div className={`doc__bar${drafts.hasDrafts ? ' doc__bar--drafts' : ''}`}>
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
          {drafts.hasDrafts && isSaved ? (
            <DraftStatus
              store={store}
              entity={entity}
              id={id}
              locale={locale}
              hasPublished={hasPublished}
              onPublishedChange={setHasPublished}
              canWrite={canWrite}
              rebase={saving.rebase}
              changes={changes}
            />
          ) : null}
          {canWrite && drafts.autosaveInterval !== undefined && isSaved ? (
            <AutosaveStatus store={store} state={autosave} />
          ) : (
            <ModifiedStatus store={store} isReadOnly={!canWrite} />
          )}
          <div className="doc__controls">
            <ErrorPill store={store} onActivate={() => void focusFirstError()} />
            {isPage ? <VersionsLink entity={entity} id={id} locale={locale} permissions={permissions} /> : null}
            {isPage && entity.kind === 'collection' && id !== undefined && mayCreate ? (
              <Link to={`${listPath}/create`} className="btn btn--ghost doc__create">
                <span aria-hidden>+</span>
                <span className="doc__create-text">{t('general:createNew')}</span>
              </Link>
            ) : null}
            {isPage && canWrite && isSchedulable(entity.config) && (entity.kind === 'global' || id !== undefined) ? (
              <ScheduleDialog kind={entity.kind} slug={slug} id={id} />
            ) : null}
            {isPage && entity.kind === 'collection' && id !== undefined ? (
              <DocumentActions
                store={store}
                entity={entity}
                id={id}
                canDuplicate={mayCreate}
                // A live document of a collection with a trash goes there: trashing is what delete needs.
                canDelete={permissions?.[entity.config.trash ? 'trash' : 'delete']?.permission === true}
                canDeletePermanently={permissions?.delete?.permission === true}
                onDuplicated={handleDuplicated}
                onDeleted={handleDeleted}
              />
            ) : null}
            {isPage && entity.config.admin?.hasPreview && isSaved ? (
              <PreviewButton kind={kind} slug={slug} id={id} locale={locale} />
            ) : null}
            {/* An autosaving form saves its drafts itself: Save draft is for the others. */}
            {canWrite && drafts.hasDrafts && (drafts.autosaveInterval === undefined || !isSaved) ? (
              <Button
                onClick={handleSave}
                disabled={isSaving}
                title={t('edit:saveShortcut')}
                aria-keyshortcuts="Control+S Meta+S"
              >
                {savingMode?.draft && !savingMode.autosave ? t('general:saving') : t('version:saveDraft')}
              </Button>
            ) : null}
            {canWrite && drafts.hasDrafts ? (
              <Button variant="primary" onClick={handlePublish} disabled={isSaving && !savingMode?.autosave}>
                {savingMode?.status === 'published' ? t('version:publishing') : t('version:publish')}
              </Button>
            ) : null}
            {canWrite && !drafts.hasDrafts ? (
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
        {restored ? <RestoredNotice restored={restored} /> : null}
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
          lead={uploadPanel}
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
