import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClientCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { localeQuery, type useVersioned } from '../useVersioned.ts';
import './index.css';

type Props = {
  versioned: ReturnType<typeof useVersioned>;
  /** The page's heading. */
  title: ReactNode;
  /** Crumbs after the document's (the versions list, on a version's page). */
  trail?: ReactNode;
  /** What the heading's line carries at its end (status, buttons). */
  children?: ReactNode;
};

/** The versions pages' top: where the page sits (collection › document › …), its heading and its actions. */
export function VersionsHeader({ versioned, title, trail, children }: Props) {
  const { t, label } = useTranslation();
  const { kind, slug, entity, editPath, locale } = versioned;
  return (
    <header className="versions-header">
      <nav className="versions-header__crumbs" aria-label={t('edit:breadcrumbs')}>
        {kind === 'collection' ? (
          <>
            <Link to={`/collections/${slug}`}>{label((entity as ClientCollection | undefined)?.labels.plural, slug)}</Link>
            <span aria-hidden>›</span>
          </>
        ) : null}
        <Link to={`${editPath}${localeQuery(locale)}`}>{versioned.title}</Link>
        {trail}
      </nav>
      <div className="versions-header__line">
        <h1 className="versions-header__title">{title}</h1>
        {children}
      </div>
    </header>
  );
}
