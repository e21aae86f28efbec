import type { DocumentResponse, GlobalUpdateResponse } from '@atrium/core/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { request } from '../../api/client.ts';
import { invalidateContent } from '../../api/invalidateContent.ts';
import { DeferredMenuTrigger } from '../../components/DeferredMenuTrigger/index.tsx';
import { ConfirmDialog } from '../../components/Dialog/index.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import type { FormStore } from '../../forms/FormStore.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { draftStatusOf } from '../drafts/draftOptions.ts';
import type { UnsavedChanges } from '../drafts/unsavedChanges.ts';
import { type EditedEntity, useDocumentHeading } from '../useDocumentHeading.ts';
import { usePathValue } from '../useFormSnapshot.ts';
import { versionOf } from '../useSaveDocument.ts';
import '../../fields/shared/menu.css';
import './index.css';

type Document = Record<string, unknown>;

type Props = {
  store: FormStore;
  entity: EditedEntity;
  /** The collection document's id (none for a global). */
  id?: string | number;
  locale?: string;
  /** Whether the public sees a published version (the pill tells "changed" from "draft" by it). */
  hasPublished: boolean;
  onPublishedChange: (hasPublished: boolean) => void;
  canWrite: boolean;
  /** The form now shows stored version `version` (a revert): its edits start from there. */
  rebase: (version: string | undefined) => void;
  changes: UnsavedChanges | undefined;
};

type Pending = 'unpublish' | 'revert' | undefined;

/**
 * The document's publishing state as a pill (draft, published, changed since it was published), which opens
 * the actions that change it: unpublish (the public stops seeing it; its content stays as a draft) and
 * revert to published (the draft changes are dropped). Both ask first.
 */
export function DraftStatus({ store, entity, id, locale, hasPublished, onPublishedChange, canWrite, rebase, changes }: Props) {
  const { t, label } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const title = useDocumentHeading(store, entity);
  const latest = usePathValue(store, '_status');
  const [pending, setPending] = useState<Pending>();
  const [isBusy, setBusy] = useState(false);
  const status = draftStatusOf(latest, hasPublished);
  const statusLabel = t(`version:${status}`);
  const singular =
    entity.kind === 'collection'
      ? label(entity.config.labels.singular, entity.config.slug)
      : label(entity.config.label, entity.config.slug);
  const path =
    entity.kind === 'global' ? `/globals/${entity.config.slug}` : `/${entity.config.slug}/${encodeURIComponent(String(id))}`;
  const query = locale ? { depth: 0, locale } : { depth: 0 };

  // Without `draft=true`: Payload's REST publishes or unpublishes by `_status` on a plain update.
  const write = async (body: Document) =>
    entity.kind === 'global'
      ? (await request<GlobalUpdateResponse>('POST', path, { body, query })).doc
      : (await request<DocumentResponse>('PATCH', path, { body, query })).doc;

  const handleUnpublish = async () => {
    setBusy(true);
    try {
      const doc = await write({ _status: 'draft' });
      // The form's own edits (if any) stay: only what the server set changes under them.
      if (store.isModified()) store.setValue('_status', doc._status);
      else store.markSaved({ updatedAt: doc.updatedAt, _status: doc._status });
      rebase(versionOf(doc));
      onPublishedChange(false);
      void invalidateContent(queryClient);
      setPending(undefined);
      toast.show(t('edit:unpublished', { title }), 'success');
    } catch (error) {
      toast.show(t('edit:unpublishFailed', { message: (error as Error).message }), 'error');
    } finally {
      setBusy(false);
    }
  };

  const handleRevert = async () => {
    setBusy(true);
    try {
      // The published document as the public sees it becomes the newest version again.
      const published = await request<Document>('GET', path, {
        query: locale ? { ...query, 'fallback-locale': 'none' } : query,
      });
      const doc = await write({ ...published, _status: 'published' });
      changes?.discard();
      store.reset(doc);
      rebase(versionOf(doc));
      onPublishedChange(true);
      void invalidateContent(queryClient);
      setPending(undefined);
      toast.show(t('edit:reverted', { title }), 'success');
    } catch (error) {
      toast.show(t('edit:revertFailed', { message: (error as Error).message }), 'error');
    } finally {
      setBusy(false);
    }
  };

  const canUnpublish = canWrite && hasPublished;
  const canRevert = canWrite && status === 'changed';
  const pill = (
    <>
      <span className={`draft-status__dot draft-status__dot--${status}`} aria-hidden />
      <span className="draft-status__text">{statusLabel}</span>
    </>
  );

  return (
    <>
      {canUnpublish || canRevert ? (
        <DeferredMenuTrigger
          className={`draft-status draft-status--${status} draft-status--menu`}
          aria-label={t('edit:statusActions', { status: statusLabel })}
          menu={
            <Popover className="menu menu--narrow" placement="bottom start">
              <Menu className="menu__list" onAction={(key) => setPending(key as Pending)}>
                {canRevert ? (
                  <MenuItem id="revert" className="menu__item">
                    {t('edit:revertToPublished')}
                  </MenuItem>
                ) : null}
                {canUnpublish ? (
                  <MenuItem id="unpublish" className="menu__item menu__item--danger">
                    {t('version:unpublish')}
                  </MenuItem>
                ) : null}
              </Menu>
            </Popover>
          }
        >
          {pill}
          <span className="draft-status__chevron" aria-hidden>
            <Icon name="chevron" size={14} />
          </span>
        </DeferredMenuTrigger>
      ) : (
        <span className={`draft-status draft-status--${status}`}>{pill}</span>
      )}
      <ConfirmDialog
        isOpen={pending === 'unpublish'}
        onOpenChange={(isOpen) => !isOpen && setPending(undefined)}
        title={t('edit:unpublishTitle', { label: singular })}
        confirmLabel={isBusy ? t('version:unpublishingDocument') : t('version:unpublish')}
        variant="danger"
        onConfirm={handleUnpublish}
        isBusy={isBusy}
      >
        <p>{t('edit:unpublishText', { title })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={pending === 'revert'}
        onOpenChange={(isOpen) => !isOpen && setPending(undefined)}
        title={t('edit:revertTitle')}
        confirmLabel={isBusy ? t('edit:reverting') : t('edit:revert')}
        variant="danger"
        onConfirm={handleRevert}
        isBusy={isBusy}
      >
        <p>{t('edit:revertText', { title })}</p>
      </ConfirmDialog>
    </>
  );
}
