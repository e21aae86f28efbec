import { useMemo } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { AppNavLink } from '../../components/AppLink/index.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { usePreference } from '../../preferences/usePreference.ts';
import { buildNav } from '../nav.ts';
import './index.css';

type NavPreference = { closedGroups?: string[] };

/** The sidebar's entries, grouped; a group's open or closed state is kept in the `nav` preference. */
export function Nav({ onNavigate }: { onNavigate?: () => void }) {
  const config = useConfig();
  const { permissions } = useAuth();
  const { t, label } = useTranslation();
  const [preference, setPreference] = usePreference<NavPreference>('nav', {});
  const groups = useMemo(
    () => buildNav(config, permissions, label, { collections: t('nav:collections'), globals: t('nav:globals') }),
    [config, permissions, label, t],
  );
  const closed = new Set(preference.closedGroups ?? []);
  const handleToggle = (key: string) => {
    const next = new Set(closed);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setPreference({ ...preference, closedGroups: [...next] });
  };

  return (
    <nav className="nav" aria-label={t('nav:label')}>
      <AppNavLink to="/" end className="nav__link nav__link--home" onClick={onNavigate}>
        {t('nav:dashboard')}
      </AppNavLink>
      {groups.map((group) => {
        const isOpen = !closed.has(group.key);
        const listId = `nav-group-${group.key.replace(/[^a-z0-9]+/gi, '-')}`;
        return (
          <section key={group.key} className="nav__group">
            <h2 className="nav__heading">
              <button
                type="button"
                className="nav__toggle"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => handleToggle(group.key)}
              >
                <span className="nav__group-label">{group.label}</span>
                <span className={`nav__chevron${isOpen ? ' nav__chevron--open' : ''}`} aria-hidden>
                  <Icon name="chevron" size={14} />
                </span>
              </button>
            </h2>
            {isOpen ? (
              <ul id={listId} className="nav__list">
                {group.entries.map((entry) => (
                  <li key={`${entry.kind}:${entry.slug}`}>
                    <AppNavLink to={entry.to} className="nav__link" onClick={onNavigate}>
                      {entry.label}
                    </AppNavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </nav>
  );
}
