import type { Where } from '@atrium/core/client';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, type NavigateOptions, useLocation, useNavigate, useParams } from 'react-router';
import { APIError } from '../../api/APIError.ts';
import { can, useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import { LazyBoundary, retryableLazy } from '../../components/LazyBoundary/index.tsx';
import { Skeleton } from '../../components/LoadingPlaceholder/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { type ClientCollection, findCollection } from '../../config/index.ts';
import { formatDate } from '../../i18n/formatDate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { usePageTitle } from '../../layout/usePageTitle.ts';
import { columnLabel } from '../../lists/listFields.ts';
import { type ListParams, listDefaults, listWhere, readListParams, writeListParams } from '../../lists/listParams.ts';
import { listJoins, listSelect } from '../../lists/listSelect.ts';
import { useContentLocale } from '../../localization/contentLocale.ts';
import { LocaleSelect } from '../../localization/LocaleSelect.tsx';
import { localizedPaths } from '../../localization/localizedPaths.ts';
import { PluginComponent } from '../../plugins/PluginComponent.tsx';
import NotFound from '../NotFound/index.tsx';
import { ColumnPicker } from './ColumnPicker/index.tsx';
import { countConditions, hiddenConditionCount } from './filterGroups.ts';
import { ListGrid } from './ListGrid/index.tsx';
import { ListTable } from './ListTable/index.tsx';
import { Pagination } from './Pagination/index.tsx';
import { SearchInput } from './SearchInput/index.tsx';
import { SelectionBar } from './SelectionBar/index.tsx';
import { useListColumns } from './useListColumns.ts';
import { type ListDoc, useListQuery } from './useListQuery.ts';
import { useListViewType } from './useListViewType.ts';

export { prefetchOpeningList } from './useListQuery.ts';

import { preloadFilterCode } from '../../fields/shared/filters/index.tsx';
import { readPath } from '../../fields/shared/relations/relatedRefs.ts';
import { useEditingLocks } from './useEditingLocks.ts';
import { useRelatedDocs } from './useRelatedDocs.ts';
import { useSelection } from './useSelection.ts';
import './index.css';

// Loaded when first opened (or when the address already holds filters): most visits only read the list.
// A part whose code cannot be downloaded says so in its place, with a retry; the list (and its selection) stays.
// With the document picker its relationship filters use, so the builder opens complete.
const FilterBuilder = retryableLazy(async () => {
  const [module] = await Promise.all([import('./FilterBuilder/index.tsx'), preloadFilterCode()]);
  return module;
});
const BulkEdit = retryableLazy(() => import('./BulkEdit/index.tsx'));
const BulkDelete = retryableLazy(() => import('./BulkDelete/index.tsx'));
const BulkUpload = retryableLazy(() => import('../../lists/bulkUpload/BulkUpload/index.tsx'));

/** `/collections/:slug`: a collection's documents as a table, with search, filters, sorting, paging and bulk actions. */
export default function ListView() {
  const { slug } = useParams();
  const config = useConfig();
  const { permissions } = useAuth();
  const { t } = useTranslation();
  const collection = findCollection(config, slug);
  if (!collection) return <NotFound />;
  if (!can(permissions, 'collections', collection.slug, 'read')) {
    return (
      <div className="page">
        <p role="alert">{t('error:notAllowedToAccessPage')}</p>
      </div>
    );
  }
  // A plugin's list view in place of the table (`admin.components.views.list`).
  const pluginView = collection.admin.components?.views?.list;
  if (typeof pluginView === 'string')
    return <PluginComponent key={collection.slug} component={pluginView} props={{ collection }} />;
  // Keyed by slug: moving to another collection starts with fresh selection and panels.
  return <CollectionList key={collection.slug} collection={collection} />;
}

function CollectionList({ collection }: { collection: ClientCollection }) {
  const { slug } = collection;
  const config = useConfig();
  const { t, label, language, formatNumber } = useTranslation();
  const { permissions } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const panelId = useId();

  // --- State in the address bar ---
  const defaults = useMemo(() => listDefaults(collection), [collection]);
  const params = useMemo(() => readListParams(location.search, defaults), [location.search, defaults]);
  const setParams = useCallback(
    (change: Partial<ListParams>, options?: NavigateOptions) => {
      // A new search, filter, sort or page size starts again at page 1.
      const next = { ...params, page: 1, ...change };
      navigate({ search: writeListParams(next, defaults) }, options);
    },
    [params, defaults, navigate],
  );
  const hrefFor = (page: number) => `${location.pathname}${writeListParams({ ...params, page }, defaults)}`;

  // --- Columns ---
  const { available, filterable, shown, shownColumns, setShown, reset: resetColumns } = useListColumns(collection, permissions);

  // --- Data ---
  const readFields = useMemo(
    () => ({ select: listSelect(collection, available, shown), joins: listJoins(available, shown) }),
    [collection, available, shown],
  );
  const contentLocale = useContentLocale();
  const hasLocalizedFields = useMemo(() => localizedPaths(collection.fields).length > 0, [collection.fields]);
  const list = useListQuery(collection, params, readFields, contentLocale?.requested);
  const docs = list.data?.docs;
  const lookup = useRelatedDocs(docs, shownColumns);
  const editing = useEditingLocks(collection);
  const totalPages = list.data?.totalPages ?? 0;
  const isSettled = list.data !== undefined && !list.isPlaceholderData;
  // A bookmarked page past the end (documents were deleted since): go to the last page there is.
  useEffect(() => {
    if (isSettled && totalPages > 0 && params.page > totalPages) setParams({ page: totalPages }, { replace: true });
  }, [isSettled, totalPages, params.page, setParams]);

  // --- Selection ---
  // In a collection with a trash, the list's delete moves documents there: trashing is what it needs.
  const canDelete = can(permissions, 'collections', slug, collection.trash ? 'trash' : 'delete');
  const canUpdate = can(permissions, 'collections', slug, 'update');
  const canCreate = can(permissions, 'collections', slug, 'create');
  const pageIds = useMemo(() => docs?.map((d) => String(d.id)) ?? [], [docs]);
  const selection = useSelection(pageIds, location.search);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The buttons that opened the dialog leave with the selection: focus goes to the top of the list.
  const handleBulkDone = () => {
    selection.clear();
    headingRef.current?.focus();
  };
  const { selected, isAllMatching } = selection;
  const selectionCount = isAllMatching ? (list.data?.totalDocs ?? 0) : selected.size;
  // What a bulk action applies to: the chosen ids, or every document the search and filters match.
  const bulkWhere: Where = isAllMatching
    ? (listWhere(collection, params) ?? { id: { exists: true } })
    : { id: { in: [...selected] } };

  // --- Panels and dialogs ---
  const [panel, setPanel] = useState<'filters' | 'columns' | null>(() => (params.where ? 'filters' : null));
  const [dialog, setDialog] = useState<'delete' | 'edit' | 'upload' | null>(null);
  // Upload collections: a table or a grid of pictures (remembered), and many files uploaded at once.
  const [viewType, setViewType] = useListViewType(collection);
  const canBulkUpload = canCreate && collection.upload !== false && collection.upload.bulkUpload !== false;
  const togglePanel = (which: 'filters' | 'columns') => setPanel((open) => (open === which ? null : which));
  // Every condition that narrows the list counts, also those from an address the builder has no row for (a link
  // written by hand or by another tool); those are named under the toolbar rather than applied out of sight.
  const filterCount = useMemo(() => countConditions(params.where), [params.where]);
  const hiddenFilterCount = useMemo(() => hiddenConditionCount(params.where), [params.where]);

  // --- Labels ---
  const plural = label(collection.labels.plural, slug);
  usePageTitle(plural);
  const titlePath = collection.admin.useAsTitle ?? 'id';
  const titleField = available.find((c) => c.path === titlePath)?.field;
  const titleOf = (doc: ListDoc): string => {
    const value = readPath(doc, titlePath);
    if (value === null || value === undefined || value === '') return t('general:untitled');
    if (titleField?.type === 'date')
      return formatDate(new Date(String(value)), config.admin.dateFormat, language) || String(value);
    return String(value);
  };
  const searchLabels = [titlePath, ...(collection.admin.listSearchableFields ?? [])]
    .filter((p, i, all) => all.indexOf(p) === i)
    .map((p) => filterable.find((f) => f.path === p))
    .filter((f) => f !== undefined)
    .map((f) => columnLabel(f, t, label));
  const isFiltered = Boolean(params.search || params.where);

  return (
    <div className="page list-view">
      <header className="list-view__header">
        <div className="list-view__heading">
          <h1 ref={headingRef} className="page__title list-view__title" tabIndex={-1}>
            {plural}
          </h1>
          {list.data ? (
            <span className="list-view__count">
              {t('list:itemsCount', { count: list.data.totalDocs, n: formatNumber(list.data.totalDocs) })}
            </span>
          ) : null}
        </div>
        <div className="list-view__actions">
          {collection.trash ? (
            <Link to={`/collections/${slug}/trash`} className="btn btn--secondary btn--md">
              {t('trash:trash')}
            </Link>
          ) : null}
          {canBulkUpload ? (
            <Button icon={<Icon name="upload" />} onClick={() => setDialog('upload')}>
              {t('media:bulkUpload')}
            </Button>
          ) : null}
          {canCreate ? (
            <Link to={`/collections/${slug}/create`} className="btn btn--primary btn--md">
              {t('general:createNew')}
            </Link>
          ) : null}
        </div>
      </header>
      {collection.admin.description ? <p className="list-view__description">{label(collection.admin.description)}</p> : null}

      <div className="list-view__toolbar">
        <SearchInput
          value={params.search}
          onSearch={(search) => setParams({ search })}
          label={t('list:searchLabel', { label: plural })}
          placeholder={t('list:searchBy', {
            // The language's own separators and "or" (a search matches any of these fields; Arabic does not use a Latin comma).
            fields:
              searchLabels.length > 0
                ? new Intl.ListFormat(language, { type: 'disjunction' }).format(searchLabels)
                : t('general:id'),
          })}
        />
        <div className="list-view__toggles">
          {hasLocalizedFields ? <LocaleSelect labelKey="localization:locale" /> : null}
          <Button
            aria-expanded={panel === 'filters'}
            aria-controls={`${panelId}-filters`}
            className={panel === 'filters' ? 'list-view__toggle--open' : undefined}
            onClick={() => togglePanel('filters')}
          >
            {filterCount > 0 ? t('list:filtersCount', { count: filterCount, n: formatNumber(filterCount) }) : t('list:filters')}
          </Button>
          <Button
            aria-expanded={panel === 'columns'}
            aria-controls={`${panelId}-columns`}
            className={panel === 'columns' ? 'list-view__toggle--open' : undefined}
            onClick={() => togglePanel('columns')}
          >
            {t('list:columns')}
          </Button>
          {collection.upload ? (
            <fieldset className="list-view__view-type">
              <legend className="visually-hidden">{t('media:viewAs')}</legend>
              <Button
                icon={<Icon name="rows" />}
                aria-pressed={viewType === 'list'}
                aria-label={t('media:listView')}
                title={t('media:listView')}
                onClick={() => setViewType('list')}
              />
              <Button
                icon={<Icon name="grid" />}
                aria-pressed={viewType === 'grid'}
                aria-label={t('media:gridView')}
                title={t('media:gridView')}
                onClick={() => setViewType('grid')}
              />
            </fieldset>
          ) : null}
        </div>
      </div>

      {hiddenFilterCount > 0 ? (
        <div className="list-view__notice" role="status">
          <p>{t('list:hiddenFilters')}</p>
          <Button size="sm" onClick={() => setParams({ where: undefined })}>
            {t('list:clearFilters')}
          </Button>
        </div>
      ) : null}
      {panel === 'filters' ? (
        <LazyBoundary fallback={<Skeleton height="6rem" />} onRetry={FilterBuilder.reset}>
          {() => (
            <FilterBuilder.Component
              id={`${panelId}-filters`}
              fields={filterable}
              where={params.where}
              defaultPath={titlePath}
              onApply={(where) => setParams({ where })}
            />
          )}
        </LazyBoundary>
      ) : null}
      {panel === 'columns' ? (
        <ColumnPicker id={`${panelId}-columns`} available={available} shown={shown} onChange={setShown} onReset={resetColumns} />
      ) : null}

      {selectionCount > 0 ? (
        <SelectionBar
          count={selectionCount}
          totalDocs={list.data?.totalDocs ?? 0}
          collection={collection}
          canSelectAllMatching={!isAllMatching && pageIds.length > 0 && pageIds.every((id) => selected.has(id))}
          isAllMatching={isAllMatching}
          onSelectAllMatching={selection.selectAllMatching}
          onClear={selection.clear}
          onDelete={canDelete ? () => setDialog('delete') : undefined}
          onEdit={canUpdate ? () => setDialog('edit') : undefined}
        />
      ) : null}

      {list.isError ? (
        <div className="list-view__error" role="alert">
          <p>
            <strong>{t('list:loadingError')}</strong> {errorMessage(list.error, t)}
          </p>
          {list.error instanceof APIError && list.error.status === 400 ? (
            // A malformed address (an unknown sort field, a bad filter) will fail again: offer the plain list.
            <Button size="sm" onClick={() => navigate({ search: '' })}>
              {t('list:resetList')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => list.refetch()}>
              {t('list:retry')}
            </Button>
          )}
        </div>
      ) : null}

      {docs && docs.length === 0 && !list.isPlaceholderData ? (
        <div className="list-view__empty">
          <p>{isFiltered ? t('list:noResultsFiltered', { label: plural }) : t('list:noDocumentsYet', { label: plural })}</p>
          {isFiltered ? (
            <Button onClick={() => setParams({ search: '', where: undefined })}>{t('list:clearSearchAndFilters')}</Button>
          ) : canCreate ? (
            <Link to={`/collections/${slug}/create`} className="btn btn--primary btn--md">
              {t('general:createNewLabel', { label: label(collection.labels.singular, slug) })}
            </Link>
          ) : null}
        </div>
      ) : list.isError && !docs ? null : viewType === 'grid' ? (
        <ListGrid
          collection={collection}
          docs={docs}
          skeletonCards={Math.min(params.limit, 12)}
          isStale={list.isPlaceholderData}
          selection={canDelete || canUpdate ? { selected, onToggle: selection.toggle } : undefined}
          titleOf={titleOf}
          editing={editing}
        />
      ) : (
        <ListTable
          collection={collection}
          columns={shownColumns}
          docs={docs}
          skeletonRows={Math.min(params.limit, 10)}
          isStale={list.isPlaceholderData}
          sort={params.sort}
          onSort={(path) => setParams({ sort: params.sort === path ? `-${path}` : path })}
          selection={
            canDelete || canUpdate ? { selected, onToggle: selection.toggle, onToggleAll: selection.toggleAll } : undefined
          }
          lookup={lookup}
          titleOf={titleOf}
          editing={editing}
        />
      )}

      {list.data && list.data.totalDocs > 0 ? (
        <Pagination
          page={params.page}
          totalPages={list.data.totalPages}
          totalDocs={list.data.totalDocs}
          limit={params.limit}
          limits={defaults.limits}
          hrefFor={hrefFor}
          onLimitChange={(limit) => setParams({ limit })}
        />
      ) : null}

      {dialog === 'delete' ? (
        <LazyBoundary fallback={null} onRetry={BulkDelete.reset}>
          {() => (
            <BulkDelete.Component
              onClose={() => setDialog(null)}
              collection={collection}
              count={selectionCount}
              where={bulkWhere}
              ids={isAllMatching ? undefined : [...selected]}
              canDeletePermanently={can(permissions, 'collections', slug, 'delete')}
              onDone={handleBulkDone}
            />
          )}
        </LazyBoundary>
      ) : null}
      {dialog === 'upload' ? (
        <LazyBoundary fallback={null} onRetry={BulkUpload.reset}>
          {() => <BulkUpload.Component collection={collection} onClose={() => setDialog(null)} />}
        </LazyBoundary>
      ) : null}
      {dialog === 'edit' ? (
        <LazyBoundary fallback={null} onRetry={BulkEdit.reset}>
          {() => (
            <BulkEdit.Component
              onClose={() => setDialog(null)}
              collection={collection}
              count={selectionCount}
              where={bulkWhere}
              onDone={handleBulkDone}
            />
          )}
        </LazyBoundary>
      ) : null}
    </div>
  );
}

function errorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof APIError) return error.message || t('general:unspecificError');
  if (error instanceof Error && error.name === 'NetworkError') return t('general:networkError');
  return t('general:unknownError');
}
