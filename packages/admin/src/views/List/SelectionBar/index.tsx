import { Button } from '../../../components/Button/index.tsx';
import type { ClientCollection } from '../../../config/index.ts';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import './index.css';

type Props = {
  count: number;
  totalDocs: number;
  collection: ClientCollection;
  /** The whole page is selected and more documents match: offer to select them all. */
  canSelectAllMatching: boolean;
  isAllMatching: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** Present when the user may delete. */
  onDelete?: () => void;
  /** Present when the user may update. */
  onEdit?: () => void;
};

/** The bar above the table while rows are selected: how many, "select all N matching", and the bulk actions. */
export function SelectionBar({
  count,
  totalDocs,
  collection,
  canSelectAllMatching,
  isAllMatching,
  onSelectAllMatching,
  onClear,
  onDelete,
  onEdit,
}: Props) {
  const { t, label, formatNumber } = useTranslation();
  const plural = label(collection.labels.plural, collection.slug);
  return (
    <section className="selection-bar" aria-label={t('list:bulkActions')}>
      <p className="selection-bar__count" aria-live="polite">
        {isAllMatching
          ? t('list:allSelected', { n: formatNumber(count), label: plural })
          : t('list:selectedCount', { count, n: formatNumber(count) })}
      </p>
      {canSelectAllMatching && totalDocs > count ? (
        <Button size="sm" variant="ghost" className="selection-bar__all" onClick={onSelectAllMatching}>
          {t('list:selectAllMatching', { n: formatNumber(totalDocs), label: plural })}
        </Button>
      ) : null}
      <div className="selection-bar__actions">
        {onEdit ? (
          <Button size="sm" onClick={onEdit}>
            {t('list:editSelected')}
          </Button>
        ) : null}
        {onDelete ? (
          <Button size="sm" variant="danger" onClick={onDelete}>
            {t('list:deleteSelected')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('list:clearSelection')}
        </Button>
      </div>
    </section>
  );
}
