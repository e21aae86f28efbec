import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { AppLink } from '../../components/AppLink/index.tsx';
import { Button } from '../../components/Button/index.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { usePageTitle } from '../../layout/usePageTitle.ts';
import { StatusPill } from '../../versions/StatusPill/index.tsx';
import { useVersioned } from '../../versions/useVersioned.ts';
import { VersionsHeader } from '../../versions/VersionsHeader/index.tsx';
import { type VersionFilters, type VersionsPage, versionsRead } from '../../versions/versionRequests.ts';
import { Pagination } from '../List/Pagination/index.tsx';
import NotFound from '../NotFound/index.tsx';
import './index.css';

const limits = [10, 25, 50, 100];

/** The list's state as its address keeps it: `?page=`, `?limit=`, `?status=draft|published`, `?autosave=true|false`. */
function paramsOf(search: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '', 10) || 1);
  const limit = limits.includes(Number(search.get('limit'))) ? Number(search.get('limit')) : limits[0];
  const status = search.get('status');
  const autosave = search.get('autosave');
  const filters: VersionFilters = {
    status: status === 'draft' || status === 'published' ? status : undefined,
    autosave: autosave === 'true' ? true : autosave === 'false' ? false : undefined,
  };
  return { page, limit, filters };
}

/**
 * A document's (or global's) versions, newest first: when each was saved, draft or published, whether an
 * autosave wrote it, which is the newest; filtered by status and kind of save, paginated. Each opens its diff;
 * two ticked open the diff of the two.
 */
export default function VersionsView({ kind }: { kind: 'collection' | 'global' }) {
  const { t, formatDate, formatNumber } = useTranslation();
  const versioned = useVersioned(kind);
  const { slug, id, entity, hasVersions, hasDrafts, autosaveInterval, locale, versionsPath } = versioned;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { page, limit, filters } = paramsOf(search);
  const [picked, setPicked] = useState<{ id: string; at: string }[]>([]);
  usePageTitle(`${t('version:versions')} · ${versioned.title}`);

  const read = versionsRead({ kind, slug, id, page, limit, filters, locale });
  const versions = useQuery({
    queryKey: ['versions', kind, slug, id ?? null, read.query],
    queryFn: ({ signal }) => api.get<VersionsPage>(read.path, read.query, signal),
    enabled: hasVersions,
    placeholderData: keepPreviousData,
  });

  if (!entity || !hasVersions) return <NotFound />;

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearch(next);
  };
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(n));
    return `${versionsPath}?${next}`;
  };
  const withLocale = (path: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams(extra);
    if (locale) query.set('locale', locale);
    const qs = query.toString();
    return qs ? `${path}?${qs}` : path;
  };
  const handlePick = (versionID: string, at: string, isPicked: boolean) =>
    setPicked((current) => {
      const others = current.filter((p) => p.id !== versionID);
      // Two at most: ticking a third lets go of the one ticked first.
      return isPicked ? [...others.slice(-1), { id: versionID, at }] : others;
    });
  const handleCompare = () => {
    const [older, newer] = [...picked].sort((a, b) => a.at.localeCompare(b.at));
    navigate(withLocale(`${versionsPath}/${encodeURIComponent(newer.id)}`, { compare: older.id }));
  };

  const data = versions.data;
  return (
    <div className="page versions-view">
      <VersionsHeader versioned={versioned} title={t('version:versions')}>
        {data ? (
          <span className="versions-view__count">
            {t('version:versionsCount', { count: data.totalDocs, n: formatNumber(data.totalDocs) })}
          </span>
        ) : null}
      </VersionsHeader>
      <div className="versions-view__toolbar">
        {hasDrafts ? (
          <label className="versions-view__filter">
            <span>{t('version:status')}</span>
            <select value={filters.status ?? ''} onChange={(event) => setParam('status', event.target.value || undefined)}>
              <option value="">{t('version:anyStatus')}</option>
              <option value="draft">{t('version:draft')}</option>
              <option value="published">{t('version:published')}</option>
            </select>
          </label>
        ) : null}
        {autosaveInterval !== undefined ? (
          <label className="versions-view__filter">
            <span>{t('version:saveKind')}</span>
            <select
              value={filters.autosave === undefined ? '' : String(filters.autosave)}
              onChange={(event) => setParam('autosave', event.target.value || undefined)}
            >
              <option value="">{t('version:anySave')}</option>
              <option value="true">{t('version:autosave')}</option>
              <option value="false">{t('version:manualSave')}</option>
            </select>
          </label>
        ) : null}
        <Button variant="primary" className="versions-view__compare" disabled={picked.length !== 2} onClick={handleCompare}>
          {t('version:compareSelected')}
        </Button>
      </div>
      {versions.isError ? (
        <p className="versions-view__message" role="alert">
          {t('version:loadFailed', { message: (versions.error as Error).message })}
        </p>
      ) : !data ? (
        <LoadingPlaceholder />
      ) : data.docs.length === 0 ? (
        <p className="versions-view__message">{t('version:noVersions')}</p>
      ) : (
        <div className="versions-table">
          <table>
            <thead>
              <tr>
                <th className="versions-table__pick">
                  <span className="visually-hidden">{t('version:compare')}</span>
                </th>
                <th>{t('version:savedAt')}</th>
                {hasDrafts ? <th>{t('version:status')}</th> : null}
                <th>{t('version:saveKind')}</th>
              </tr>
            </thead>
            <tbody>
              {data.docs.map((version) => {
                const versionID = String(version.id);
                const date = formatDate(version.updatedAt, { dateStyle: 'medium', timeStyle: 'medium' });
                const isPicked = picked.some((p) => p.id === versionID);
                return (
                  <tr key={versionID} className={isPicked ? 'versions-table__row--picked' : undefined}>
                    <td className="versions-table__pick">
                      <input
                        type="checkbox"
                        checked={isPicked}
                        aria-label={t('version:pickVersion', { date })}
                        onChange={(event) => handlePick(versionID, version.updatedAt, event.target.checked)}
                      />
                    </td>
                    <td>
                      <AppLink to={withLocale(`${versionsPath}/${encodeURIComponent(versionID)}`)}>{date}</AppLink>
                      {version.latest ? <span className="versions-table__latest">{t('version:latest')}</span> : null}
                    </td>
                    {hasDrafts ? (
                      <td>
                        <StatusPill status={version.version._status} />
                      </td>
                    ) : null}
                    <td>{version.autosave ? t('version:autosave') : t('version:manualSave')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data && data.totalDocs > 0 ? (
        <Pagination
          page={data.page ?? page}
          totalPages={data.totalPages}
          totalDocs={data.totalDocs}
          limit={limit}
          limits={limits}
          hrefFor={hrefFor}
          onLimitChange={(next) => setParam('limit', String(next))}
        />
      ) : null}
    </div>
  );
}
