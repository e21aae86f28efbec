import type { DocumentResponse } from '@atrium/core/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { api } from '../../api/client.ts';
import { invalidateContent } from '../../api/invalidateContent.ts';
import { DeferredMenuTrigger } from '../../components/DeferredMenuTrigger/index.tsx';
import { ConfirmDialog } from '../../components/Dialog/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import type { FormStore } from '../../forms/FormStore.ts';
import { formatDate } from '../../i18n/formatDate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { documentHeading, titleFieldOf } from '../documentHeading.ts';
import { LinkedFrom } from '../LinkedFrom/index.tsx';
import { SkipTrashOption } from '../SkipTrashOption/index.tsx';
import { type EditedEntity, useDocumentHeading } from '../useDocumentHeading.ts';
import '../../fields/shared/menu.css';
import './index.css';

type Document = Record<string, unknown>;

type Props = {
  store: FormStore;
  entity: EditedEntity & { kind: 'collection' };
  id: string | number;
  canDuplicate: boolean;
  canDelete: boolean;
  /** Whether the user may delete for good (a collection with a trash offers to skip it). Defaults to `false`. */
  canDeletePermanently?: boolean;
  onDuplicated: (doc: Document) => void;
  onDeleted: (doc: Document) => void;
};

type Pending = 'duplicate' | 'delete' | undefined;

/** The "more actions" menu of a saved document: duplicate and delete, each behind a question where needed. */
export function DocumentActions({
  store,
  entity,
  id,
  canDuplicate,
  canDelete,
  canDeletePermanently = false,
  onDuplicated,
  onDeleted,
}: Props) {
  const { t, label, language } = useTranslation();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>();
  const title = useDocumentHeading(store, entity);
  const collection = entity.config;
  const config = useConfig();
  const titleField = titleFieldOf(collection.fields, collection.admin.useAsTitle);
  const copyTitle = (doc: Document) =>
    documentHeading(doc[titleField?.name ?? 'id'], titleField, (date) => formatDate(date, config.admin.dateFormat, language)) ??
    t('general:untitled');
  const [isBusy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const singular = label(collection.labels.singular, collection.slug);
  // A collection with a trash keeps a deleted document there, to be restored or deleted for good later, unless
  // the user chose to skip it.
  const [isSkippingTrash, setSkippingTrash] = useState(false);
  const toTrash = collection.trash && !isSkippingTrash;
  const path = `/${collection.slug}/${encodeURIComponent(String(id))}`;
  if (!canDuplicate && !canDelete) return null;

  const handleDuplicate = async () => {
    setBusy(true);
    try {
      const { doc } = await api.post<DocumentResponse>(`${path}/duplicate`, undefined, { depth: 0 });
      void invalidateContent(queryClient);
      setPending(undefined);
      toast.show(t('edit:duplicated', { title: copyTitle(doc) }));
      onDuplicated(doc);
    } catch (error) {
      toast.show(t('edit:duplicateFailed', { message: (error as Error).message }), 'error');
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = async () => {
    setBusy(true);
    try {
      const { doc } = await api.delete<DocumentResponse>(path, { depth: 0 });
      // Deleting a document that is in the trash (reached with `trash`) deletes it for good.
      if (isSkippingTrash) await api.delete<DocumentResponse>(path, { depth: 0, trash: true });
      void invalidateContent(queryClient);
      setPending(undefined);
      toast.show(t(toTrash ? 'trash:movedToTrash' : 'edit:deleted', { label: singular, title }));
      onDeleted(doc);
    } catch (error) {
      toast.show(t('edit:deleteFailed', { message: (error as Error).message }), 'error');
    } finally {
      setBusy(false);
    }
  };

  const handleAction = (key: React.Key) => {
    if (key === 'delete') {
      setSkippingTrash(false);
      setPending('delete');
    }
    // Duplicating copies the saved document: ask before unsaved changes are left behind.
    else if (key === 'duplicate') store.isModified() ? setPending('duplicate') : void handleDuplicate();
  };

  return (
    <>
      <DeferredMenuTrigger
        className="btn btn--secondary btn--icon doc-actions__trigger"
        aria-label={t('edit:moreActions')}
        menu={
          <Popover className="menu menu--narrow" placement="bottom end">
            <Menu className="menu__list" onAction={handleAction}>
              {canDuplicate ? (
                <MenuItem id="duplicate" className="menu__item">
                  {t('general:duplicate')}
                </MenuItem>
              ) : null}
              {canDelete ? (
                <MenuItem id="delete" className="menu__item menu__item--danger">
                  {t('general:delete')}
                </MenuItem>
              ) : null}
            </Menu>
          </Popover>
        }
      >
        <span aria-hidden>⋯</span>
      </DeferredMenuTrigger>
      <ConfirmDialog
        isOpen={pending === 'duplicate'}
        onOpenChange={(isOpen) => !isOpen && setPending(undefined)}
        title={t('edit:duplicateTitle')}
        confirmLabel={t('edit:duplicateAnyway')}
        onConfirm={handleDuplicate}
        isBusy={isBusy}
      >
        <p>{t('edit:duplicateText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={pending === 'delete'}
        onOpenChange={(isOpen) => !isOpen && setPending(undefined)}
        title={t('edit:deleteTitle', { label: singular })}
        confirmLabel={isBusy ? t('general:deleting') : t(toTrash ? 'trash:moveToTrash' : 'general:delete')}
        variant="danger"
        onConfirm={handleDelete}
        isBusy={isBusy}
      >
        <p>{t(toTrash ? 'trash:moveToTrashText' : 'edit:deleteText', { title })}</p>
        <LinkedFrom slug={collection.slug} ids={[id]} />
        {collection.trash && canDeletePermanently ? (
          <SkipTrashOption isChecked={isSkippingTrash} onChange={setSkippingTrash} />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
