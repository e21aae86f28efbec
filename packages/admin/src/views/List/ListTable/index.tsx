import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/AppLink/index.tsx';
import { Icon } from '../../../components/Icon/index.tsx';
import { Skeleton } from '../../../components/LoadingPlaceholder/index.tsx';
import type { ClientCollection } from '../../../config/index.ts';
import { dataFieldUI } from '../../../fields/registry.ts';
import { type LookupRelated, readPath } from '../../../fields/shared/relations/relatedRefs.ts';
import { CellThumbnail } from '../../../fields/upload/CellThumbnail/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { columnLabel, type ListField } from '../../../lists/listFields.ts';
import { Cell } from '../Cell/index.tsx';
import type { ListDoc } from '../useListQuery.ts';
import './index.css';

type Props = {
  collection: ClientCollection;
  columns: ListField[];
  /** `undefined` while the first page loads: skeleton rows hold the table's shape. */
  docs: ListDoc[] | undefined;
  skeletonRows: number;
  /** A newer page is on its way; the rows shown are the previous ones. */
  isStale: boolean;
  sort: string;
  onSort: (path: string) => void;
  /** Row checkboxes, when the user may act on the selection. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void; onToggleAll: () => void };
  lookup: LookupRelated;
  /** A document's title, for the row checkbox's label. */
  titleOf: (doc: ListDoc) => string;
  /** Who is editing which rows (by id), besides the user: a lock beside the title. */
  editing?: ReadonlyMap<string, string>;
};

/** Numbers line up at the end of their column, heading included. */
const isNumeric = (column: ListField) => dataFieldUI(column.field.type)?.isNumeric === true;

/** The list's table: sortable headings, one row per document, the title column linking to the edit view. */
export function ListTable({
  collection,
  columns,
  docs,
  skeletonRows,
  isStale,
  sort,
  onSort,
  selection,
  lookup,
  titleOf,
  editing,
}: Props) {
  const { t, label } = useTranslation();
  const titlePath = collection.admin.useAsTitle ?? 'id';
  // The useAsTitle column links to the document; when it is hidden the first column does, so every row opens.
  const linkPath = columns.some((c) => c.path === titlePath) ? titlePath : columns[0]?.path;
  const collectionLabel = label(collection.labels.plural, collection.slug);
  const sortPath = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? 'descending' : 'ascending';

  const pageIds = docs?.map((doc) => String(doc.id)) ?? [];
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selectedOnPage > 0 && selectedOnPage < pageIds.length;
  }, [selectedOnPage, pageIds.length]);

  return (
    // A focusable, labelled region: keyboard users can scroll a table wider than the screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (axe: scrollable-region-focusable)
    <section className="list-table scroll-shadows" aria-label={collectionLabel} tabIndex={0}>
      <table className={`list-table__table${isStale ? ' list-table__table--stale' : ''}`} aria-busy={isStale || !docs}>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="list-table__select">
                <input
                  ref={allRef}
                  type="checkbox"
                  aria-label={t('list:selectAllOnPage')}
                  checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                  disabled={pageIds.length === 0 || isStale}
                  onChange={selection.onToggleAll}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const heading = columnLabel(column, t, label);
              const isSorted = column.isSortable && sortPath === column.path;
              return (
                <th
                  key={column.path}
                  scope="col"
                  aria-sort={isSorted ? direction : undefined}
                  className={isNumeric(column) ? 'list-table__number' : undefined}
                >
                  {column.isSortable ? (
                    <button type="button" className="list-table__sort" onClick={() => onSort(column.path)}>
                      <span>{heading}</span>
                      <span className={`list-table__arrow${isSorted ? ' list-table__arrow--active' : ''}`} aria-hidden>
                        {isSorted && direction === 'descending' ? '↓' : '↑'}
                      </span>
                    </button>
                  ) : (
                    <span className="list-table__heading">{heading}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {docs
            ? docs.map((doc) => {
                const id = String(doc.id);
                const isSelected = selection?.selected.has(id) ?? false;
                return (
                  <tr key={id} data-row-id={id} className={isSelected ? 'list-table__row--selected' : undefined}>
                    {selection ? (
                      <td className="list-table__select">
                        <input
                          type="checkbox"
                          aria-label={t('list:selectRow', { title: titleOf(doc) })}
                          checked={isSelected}
                          // Rows of the previous page stay in view while the next loads: they cannot be picked.
                          disabled={isStale}
                          onChange={() => selection.onToggle(id)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td
                        key={column.path}
                        className={
                          column.path === linkPath ? 'list-table__title' : isNumeric(column) ? 'list-table__number' : undefined
                        }
                      >
                        {column.path === linkPath ? (
                          <AppLink to={`/collections/${collection.slug}/${encodeURIComponent(id)}`} className="list-table__link">
                            {collection.upload ? <CellThumbnail doc={doc} /> : null}
                            {/* A title in another script keeps its own direction (and is cut at its own end). */}
                            <span className="list-table__link-text" dir="auto">
                              {column.path === titlePath || readPath(doc, column.path) == null ? (
                                titleOf(doc)
                              ) : (
                                <Cell
                                  field={column.field}
                                  value={readPath(doc, column.path)}
                                  lookup={lookup}
                                  isFileSize={Boolean(collection.upload) && column.path === 'filesize'}
                                />
                              )}
                            </span>
                            {editing?.has(id) ? (
                              <span
                                className="list-table__lock"
                                role="img"
                                aria-label={t('lock:editingNow', { user: editing.get(id) })}
                                title={t('lock:editingNow', { user: editing.get(id) })}
                              >
                                <Icon name="lock" size={14} />
                              </span>
                            ) : null}
                          </AppLink>
                        ) : (
                          <Cell
                            field={column.field}
                            value={readPath(doc, column.path)}
                            lookup={lookup}
                            isFileSize={Boolean(collection.upload) && column.path === 'filesize'}
                          />
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })
            : Array.from({ length: skeletonRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={row} aria-hidden>
                  {selection ? <td className="list-table__select" /> : null}
                  {columns.map((column, i) => (
                    <td key={column.path}>
                      <Skeleton width={`${i === 0 ? 60 + ((row * 13) % 35) : 40 + ((row * 7 + i * 11) % 40)}%`} height="0.9rem" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}
