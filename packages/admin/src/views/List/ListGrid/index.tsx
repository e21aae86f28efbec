import { Fragment } from 'react';
import { AppLink } from '../../../components/AppLink/index.tsx';
import { Icon } from '../../../components/Icon/index.tsx';
import { Skeleton } from '../../../components/LoadingPlaceholder/index.tsx';
import type { ClientCollection } from '../../../config/index.ts';
import { Thumbnail } from '../../../fields/shared/relations/Thumbnail/index.tsx';
import { formatFileSize } from '../../../i18n/formatFileSize.ts';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import type { ListDoc } from '../useListQuery.ts';
import './index.css';

type Props = {
  collection: ClientCollection;
  /** `undefined` while the first page loads: placeholder cards hold the grid's shape. */
  docs: ListDoc[] | undefined;
  skeletonCards: number;
  /** A newer page is on its way; the cards shown are the previous ones. */
  isStale: boolean;
  /** Card checkboxes, when the user may act on the selection. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void };
  titleOf: (doc: ListDoc) => string;
  /** Who is editing which documents (by id), besides the user. */
  editing?: ReadonlyMap<string, string>;
};

/**
 * An upload collection's documents as cards: the picture (or a file icon), the title linking to the edit view,
 * and the file's name, dimensions and size. Search, filters, sorting, paging and selection are the list's own.
 */
export function ListGrid({ collection, docs, skeletonCards, isStale, selection, titleOf, editing }: Props) {
  const { t, label, language, formatNumber } = useTranslation();
  return (
    <section
      className={`list-grid${isStale ? ' list-grid--stale' : ''}`}
      aria-label={label(collection.labels.plural, collection.slug)}
    >
      <ul className="list-grid__cards" aria-busy={isStale || !docs}>
        {docs
          ? docs.map((doc) => {
              const id = String(doc.id);
              const title = titleOf(doc);
              const filename = typeof doc.filename === 'string' ? doc.filename : undefined;
              const isSelected = selection?.selected.has(id) ?? false;
              const details = [
                typeof doc.width === 'number' && typeof doc.height === 'number'
                  ? t('media:dimensionsShort', { width: formatNumber(doc.width), height: formatNumber(doc.height) })
                  : undefined,
                typeof doc.filesize === 'number' ? formatFileSize(doc.filesize, language, t) : undefined,
              ].filter(Boolean);
              return (
                <li key={id} data-row-id={id} className={`list-grid__card${isSelected ? ' list-grid__card--selected' : ''}`}>
                  <Thumbnail doc={doc} size="lg" />
                  <div className="list-grid__text">
                    <AppLink to={`/collections/${collection.slug}/${encodeURIComponent(id)}`} className="list-grid__link">
                      <span className="list-grid__title" dir="auto">
                        {title}
                      </span>
                    </AppLink>
                    {filename && filename !== title ? (
                      <span className="list-grid__filename" dir="auto">
                        {filename}
                      </span>
                    ) : null}
                    {details.length ? (
                      // Each figure keeps its own left-to-right order inside a right-to-left page ("334 KB", not "KB 334").
                      <span className="list-grid__details">
                        {details.map((detail, i) => (
                          <Fragment key={detail}>
                            {i > 0 ? ' · ' : null}
                            <bdi dir="ltr">{detail}</bdi>
                          </Fragment>
                        ))}
                      </span>
                    ) : null}
                  </div>
                  {selection ? (
                    <input
                      type="checkbox"
                      className="list-grid__select"
                      aria-label={t('list:selectRow', { title })}
                      checked={isSelected}
                      disabled={isStale}
                      onChange={() => selection.onToggle(id)}
                    />
                  ) : null}
                  {editing?.has(id) ? (
                    <span
                      className="list-grid__lock"
                      role="img"
                      aria-label={t('lock:editingNow', { user: editing.get(id) })}
                      title={t('lock:editingNow', { user: editing.get(id) })}
                    >
                      <Icon name="lock" size={14} />
                    </span>
                  ) : null}
                </li>
              );
            })
          : Array.from({ length: skeletonCards }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
              <li key={i} className="list-grid__card" aria-hidden>
                <Skeleton height="auto" />
                <div className="list-grid__text">
                  <Skeleton width={`${50 + ((i * 17) % 40)}%`} height="0.9rem" />
                  <Skeleton width="40%" height="0.75rem" />
                </div>
              </li>
            ))}
      </ul>
    </section>
  );
}
