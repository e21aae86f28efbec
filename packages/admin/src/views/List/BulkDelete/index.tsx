import type { Where } from '@atrium/core/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/Dialog/index.tsx';
import { useToast } from '../../../components/Toast/index.tsx';
import type { ClientCollection } from '../../../config/index.ts';
import { LinkedFrom } from '../../../documents/LinkedFrom/index.tsx';
import { SkipTrashOption } from '../../../documents/SkipTrashOption/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { type BulkResult, bulkQuery, readBulkResult } from '../bulkResult.ts';
import { listKey } from '../useListQuery.ts';

type Props = {
  onClose: () => void;
  collection: ClientCollection;
  count: number;
  where: Where;
  /** The chosen documents' ids; `undefined` when every match is deleted (its links are not counted then). */
  ids?: Array<string | number>;
  /** Whether the user may delete for good (a collection with a trash offers to skip it). Defaults to `false`. */
  canDeletePermanently?: boolean;
  onDone: () => void;
};

/** Asks before deleting the selection, deletes it in one request and reports how many went (and how many could not). */
export default function BulkDelete({ onClose, collection, count, where, ids, canDeletePermanently = false, onDone }: Props) {
  const { t, label, formatNumber } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  // In a collection with a trash the documents go there (the list never shows trashed ones), not away for good,
  // unless the user chose to skip it.
  const [isSkippingTrash, setSkippingTrash] = useState(false);
  const toTrash = collection.trash && !isSkippingTrash;
  const nameFor = (n: number) => label(n === 1 ? collection.labels.singular : collection.labels.plural, collection.slug);

  // The documents just moved to the trash, by id (a filter could match others already there), deleted for good;
  // those the first request could not move stay reported.
  const deleteTrashed = async (moved: BulkResult): Promise<BulkResult> => {
    if (moved.ids.length === 0) return moved;
    const query = { ...bulkQuery({ id: { in: moved.ids } }), trash: true };
    const gone = await readBulkResult(api.delete(`/${collection.slug}`, query));
    return { ...gone, failed: [...moved.failed, ...gone.failed] };
  };

  const handleConfirm = async () => {
    setBusy(true);
    let result: BulkResult;
    try {
      result = await readBulkResult(api.delete(`/${collection.slug}`, bulkQuery(where)));
      if (isSkippingTrash) result = await deleteTrashed(result);
    } catch (error) {
      toast.show((error as Error).message || t('general:unknownError'), 'error');
      setBusy(false);
      return;
    }
    const { done, failed } = result;
    if (failed.length > 0) {
      const detail = failed[0]?.message ? ` ${failed[0].message}` : '';
      const total = done + failed.length;
      toast.show(
        `${t('list:unableToDeleteCount', { n: formatNumber(failed.length), total: formatNumber(total), label: nameFor(total) })}${detail}`,
        'error',
      );
    }
    if (done > 0)
      toast.show(t(toTrash ? 'trash:movedCount' : 'list:deleted', { count: done, n: formatNumber(done), label: nameFor(done) }));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey(collection.slug) }),
      queryClient.invalidateQueries({ queryKey: ['count', collection.slug] }),
    ]);
    setBusy(false);
    onDone();
    onClose();
  };

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('list:confirmDeletionTitle', { label: nameFor(count) })}
      confirmLabel={isBusy ? t('general:deleting') : t(toTrash ? 'trash:moveToTrash' : 'general:delete')}
      onConfirm={handleConfirm}
      variant="danger"
      isBusy={isBusy}
    >
      <p>
        {t(toTrash ? 'trash:confirmMoveToTrash' : 'list:confirmDeletion', {
          count,
          n: formatNumber(count),
          label: nameFor(count),
        })}
      </p>
      {ids?.length ? <LinkedFrom slug={collection.slug} ids={ids} /> : null}
      {collection.trash && canDeletePermanently ? (
        <SkipTrashOption isChecked={isSkippingTrash} onChange={setSkippingTrash} />
      ) : null}
    </ConfirmDialog>
  );
}
