import type { BulkResponse, DocumentResponse } from '@atrium/core/client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { request } from '../../api/client.ts';
import { invalidateContent } from '../../api/invalidateContent.ts';
import { can, useAuth } from '../../auth/AuthProvider.tsx';
import { AppLink } from '../../components/AppLink/index.tsx';
import { Button } from '../../components/Button/index.tsx';
import { ConfirmDialog } from '../../components/Dialog/index.tsx';
import { Skeleton } from '../../components/LoadingPlaceholder/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { type ClientCollection, findCollection } from '../../config/index.ts';
import { formatDate } from '../../i18n/formatDate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { usePageTitle } from '../../layout/usePageTitle.ts';
import { readBulkResult } from '../List/bulkResult.ts';
import { Pagination } from '../List/Pagination/index.tsx';
import NotFound from '../NotFound/index.tsx';
import {
  deletePermanentlyRequest,
  emptyTrashRequest,
  restoreRequest,
  type TrashDoc,
  type TrashRequest,
  trashKey,
  trashRead,
} from './trashRequests.ts';
import '../List/ListTable/index.css';
import '../List/index.css';
import './index.css';

/** `/collections/:slug/trash`: a trash-enabled collection's trashed documents, to restore or delete for good. */
export default function TrashView() {
  const { slug } = useParams();
  const config = useConfig();
  const { permissions } = useAuth();
  const { t } = useTranslation();
  const collection = findCollection(config, slug);
  if (!collection?.trash) return <NotFound />;
  if (!can(permissions, 'collections', collection.slug, 'read')) {
    return (
      <div className="page">
        <p role="alert">{t('error:notAllowedToAccessPage')}</p>
      </div>
    );
  }
  return <CollectionTrash key={collection.slug} collection={collection} />;
}

const send = <T,>({ method, path, query, body }: TrashRequest) => request<T>(method, path, { query, body });

/** What the user asked to do and is being asked to confirm. */
type Pending = { action: 'restore' | 'delete'; doc: TrashDoc } | { action: 'empty' } | undefined;

function CollectionTrash({ collection }: { collection: ClientCollection }) {
  const { slug } = collection;
  const config = useConfig();
  const { t, label, language, formatNumber } = useTranslation();
  const { permissions } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const plural = label(collection.labels.plural, slug);
  usePageTitle(`${t('trash:trash')} · ${plural}`);

  const search = new URLSearchParams(location.search);
  const limits = collection.admin.pagination.limits;
  const limit = Number(search.get('limit')) || collection.admin.pagination.defaultLimit;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const hrefFor = (p: number) => `${location.pathname}?${new URLSearchParams({ page: String(p), limit: String(limit) })}`;
  const read = trashRead(collection, page, limit);
  const trash = useQuery({
    queryKey: [...trashKey(slug), read.query],
    queryFn: () => send<{ docs: TrashDoc[]; totalDocs: number; totalPages: number }>(read),
    placeholderData: keepPreviousData,
  });
  const docs = trash.data?.docs;
  const totalDocs = trash.data?.totalDocs ?? 0;

  const canRestore = can(permissions, 'collections', slug, 'update');
  const canDelete = can(permissions, 'collections', slug, 'delete');
  const [pending, setPending] = useState<Pending>();
  const [isBusy, setBusy] = useState(false);

  const titlePath = collection.admin.useAsTitle;
  const titleOf = (doc: TrashDoc) => {
    const value = titlePath && titlePath !== 'id' ? doc[titlePath] : doc.id;
    return value === null || value === undefined || value === '' ? t('general:untitled') : String(value);
  };
  const deletedAtOf = (doc: TrashDoc) =>
    typeof doc.deletedAt === 'string' ? formatDate(new Date(doc.deletedAt), config.admin.dateFormat, language) : '';

  const handleConfirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.action === 'empty') {
        const { done, failed } = await readBulkResult(send<BulkResponse>(emptyTrashRequest(slug)));
        if (failed.length > 0) toast.show(failed[0].message || t('general:unknownError'), 'error');
        if (done > 0) toast.show(t('trash:emptied'));
      } else {
        const title = titleOf(pending.doc);
        const requestFor = pending.action === 'restore' ? restoreRequest : deletePermanentlyRequest;
        await send<DocumentResponse>(requestFor(slug, pending.doc.id as string | number));
        toast.show(t(pending.action === 'restore' ? 'trash:restored' : 'trash:deletedPermanently', { title }));
      }
      setPending(undefined);
      await invalidateContent(queryClient);
    } catch (error) {
      toast.show(t('trash:actionFailed', { message: (error as Error).message || t('general:unknownError') }), 'error');
    } finally {
      setBusy(false);
    }
  };

  const dialog =
    pending?.action === 'restore'
      ? {
          title: t('trash:restoreTitle', { title: titleOf(pending.doc) }),
          text: t('trash:restoreText', { title: titleOf(pending.doc), label: plural }),
          confirm: isBusy ? t('trash:restoring') : t('trash:restore'),
          variant: 'primary' as const,
        }
      : pending?.action === 'delete'
        ? {
            title: t('trash:deletePermanentlyTitle', { title: titleOf(pending.doc) }),
            text: t('trash:deletePermanentlyText', { title: titleOf(pending.doc) }),
            confirm: isBusy ? t('general:deleting') : t('trash:deletePermanently'),
            variant: 'danger' as const,
          }
        : {
            title: t('trash:emptyTrashTitle', { label: plural }),
            text: t('trash:emptyTrashText'),
            confirm: isBusy ? t('general:deleting') : t('trash:emptyTrash'),
            variant: 'danger' as const,
          };

  return (
    <div className="page list-view trash-view">
      <AppLink to={`/collections/${slug}`} className="trash-view__back">
        {t('trash:backTo', { label: plural })}
      </AppLink>
      <header className="list-view__header">
        <div className="list-view__heading">
          <h1 className="page__title list-view__title">{t('trash:trashOf', { label: plural })}</h1>
          {trash.data ? (
            <span className="list-view__count">{t('list:itemsCount', { count: totalDocs, n: formatNumber(totalDocs) })}</span>
          ) : null}
        </div>
        {canDelete && totalDocs > 0 ? (
          <Button variant="danger" onClick={() => setPending({ action: 'empty' })}>
            {t('trash:emptyTrash')}
          </Button>
        ) : null}
      </header>
      <p className="list-view__description">{t('trash:explanation')}</p>

      {trash.isError ? (
        <div className="list-view__error" role="alert">
          <p>
            <strong>{t('list:loadingError')}</strong> {(trash.error as Error).message}
          </p>
          <Button size="sm" onClick={() => trash.refetch()}>
            {t('list:retry')}
          </Button>
        </div>
      ) : null}

      {docs && docs.length === 0 && !trash.isPlaceholderData ? (
        <div className="list-view__empty">
          <p>{t('trash:empty')}</p>
        </div>
      ) : trash.isError && !docs ? null : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (axe: scrollable-region-focusable)
        <section className="list-table scroll-shadows" aria-label={t('trash:trashOf', { label: plural })} tabIndex={0}>
          <table className={`list-table__table${trash.isPlaceholderData ? ' list-table__table--stale' : ''}`} aria-busy={!docs}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="list-table__heading">{t('trash:document')}</span>
                </th>
                <th scope="col">
                  <span className="list-table__heading">{t('trash:deletedAt')}</span>
                </th>
                <th scope="col" className="trash-view__actions-heading">
                  <span className="list-table__heading">{t('trash:actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {docs
                ? docs.map((doc) => (
                    <tr key={String(doc.id)} data-row-id={String(doc.id)}>
                      <td className="list-table__title">
                        <span className="list-table__link-text" dir="auto">
                          {titleOf(doc)}
                        </span>
                      </td>
                      <td>{deletedAtOf(doc)}</td>
                      <td>
                        <div className="trash-view__actions">
                          {canRestore ? (
                            <Button
                              size="sm"
                              aria-label={t('trash:restoreNamed', { title: titleOf(doc) })}
                              onClick={() => setPending({ action: 'restore', doc })}
                            >
                              {t('trash:restore')}
                            </Button>
                          ) : null}
                          {canDelete ? (
                            <Button
                              size="sm"
                              className="trash-view__delete"
                              aria-label={t('trash:deletePermanentlyNamed', { title: titleOf(doc) })}
                              onClick={() => setPending({ action: 'delete', doc })}
                            >
                              {t('trash:deletePermanently')}
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))
                : Array.from({ length: 3 }, (_, row) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                    <tr key={row} aria-hidden>
                      <td>
                        <Skeleton width="60%" height="0.9rem" />
                      </td>
                      <td>
                        <Skeleton width="40%" height="0.9rem" />
                      </td>
                      <td />
                    </tr>
                  ))}
            </tbody>
          </table>
        </section>
      )}

      {trash.data && totalDocs > 0 ? (
        <Pagination
          page={page}
          totalPages={trash.data.totalPages}
          totalDocs={totalDocs}
          limit={limit}
          limits={limits}
          hrefFor={hrefFor}
          onLimitChange={(next) => navigate({ search: `?${new URLSearchParams({ page: '1', limit: String(next) })}` })}
        />
      ) : null}

      <ConfirmDialog
        isOpen={pending !== undefined}
        onOpenChange={(isOpen) => (isOpen ? undefined : setPending(undefined))}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        onConfirm={handleConfirm}
        variant={dialog.variant}
        isBusy={isBusy}
      >
        <p>{dialog.text}</p>
      </ConfirmDialog>
    </div>
  );
}
