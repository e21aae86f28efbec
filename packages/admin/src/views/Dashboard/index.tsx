import type { CountResponse } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { can, useAuth } from '../../auth/AuthProvider.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { buildNav, type NavEntry } from '../../layout/nav.ts';
import { usePageTitle } from '../../layout/usePageTitle.ts';
import './index.css';

/** A card per collection and global the user may read, by navigation group, with create shortcuts. */
export default function Dashboard() {
  const config = useConfig();
  const { permissions } = useAuth();
  const { t, label } = useTranslation();
  usePageTitle(t('nav:dashboard'));
  const groups = useMemo(
    () => buildNav(config, permissions, label, { collections: t('nav:collections'), globals: t('nav:globals') }),
    [config, permissions, label, t],
  );
  return (
    <div className="page">
      <h1 className="page__title">{t('nav:dashboard')}</h1>
      <p className="dashboard__intro">{t('nav:dashboardIntro')}</p>
      {groups.map((group, index) => (
        // Ids by position: group labels may hold spaces, which aria-labelledby would read as two ids.
        <section key={group.key} className="dashboard__group" aria-labelledby={`dashboard-group-${index}`}>
          <h2 id={`dashboard-group-${index}`} className="dashboard__heading">
            {group.label}
          </h2>
          <ul className="dashboard__cards">
            {group.entries.map((entry) => (
              <li key={`${entry.kind}:${entry.slug}`}>
                <Card
                  entry={entry}
                  canCreate={entry.kind === 'collection' && can(permissions, 'collections', entry.slug, 'create')}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Card({ entry, canCreate }: { entry: NavEntry; canCreate: boolean }) {
  const { t, formatNumber } = useTranslation();
  const config = useConfig();
  const { label } = useTranslation();
  const count = useQuery({
    queryKey: ['count', entry.slug],
    queryFn: ({ signal }) => api.get<CountResponse>(`/${entry.slug}/count`, undefined, signal),
    enabled: entry.kind === 'collection',
    staleTime: 30_000,
  });
  const singular =
    entry.kind === 'collection' ? label(config.collections.find((c) => c.slug === entry.slug)?.labels.singular, entry.slug) : '';
  return (
    <article className="dashboard__card">
      <h3 className="dashboard__card-title">
        <Link to={entry.to} className="dashboard__card-link">
          {entry.label}
        </Link>
      </h3>
      <p className="dashboard__card-meta">
        {entry.kind === 'global'
          ? t('nav:globals')
          : count.data
            ? t('nav:documentCount', { count: count.data.totalDocs, formatted: formatNumber(count.data.totalDocs) })
            : '\u00a0'}
      </p>
      {canCreate ? (
        <Link
          to={`${entry.to}/create`}
          className="dashboard__create"
          aria-label={t('general:createNewLabel', { label: singular })}
          title={t('general:createNewLabel', { label: singular })}
        >
          +
        </Link>
      ) : null}
    </article>
  );
}
