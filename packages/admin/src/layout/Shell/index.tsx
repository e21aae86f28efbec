import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLink } from '../../components/AppLink/index.tsx';
import { Button } from '../../components/Button/index.tsx';
import { OverlayBoundary, retryableLazy } from '../../components/LazyBoundary/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useRecentDocumentsRecorder } from '../../palette/recent.ts';
import { paletteShortcut } from '../../palette/shortcut.ts';
import { Nav } from '../Nav/index.tsx';
import { useFocusOnNavigation } from './useFocusOnNavigation.ts';
import './index.css';

const CommandPalette = retryableLazy(() => import('../../palette/CommandPalette/index.tsx'));

/** The signed-in frame: skip link, sidebar navigation (a drawer on narrow screens), header and the page. */
export function Shell() {
  const { t } = useTranslation();
  const [isNavOpen, setNavOpen] = useState(false);
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  const location = useLocation();
  const shortcut = paletteShortcut(t('palette:keyCtrl'));
  useRecentDocumentsRecorder();
  useFocusOnNavigation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the narrow-screen drawer on every navigation
  useEffect(() => setNavOpen(false), [location.pathname]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpen(false);
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        // Over an open drawer or dialog the palette would navigate away from its unsaved work.
        if (document.querySelector('.overlay:not(.palette-overlay)')) return;
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  return (
    <div className={`shell${isNavOpen ? ' shell--nav-open' : ''}`}>
      {/* index.html sets <base href>, so a bare "#main" would resolve against the admin root: name this page. */}
      <a className="shell__skip" href={`${window.location.pathname}${location.search}#main`}>
        {t('general:skipToContent')}
      </a>
      <aside className="shell__sidebar" id="sidebar">
        <div className="shell__brand">
          <AppLink to="/" className="shell__logo">
            <span className="shell__mark" aria-hidden>
              {t('general:appName').slice(0, 1)}
            </span>
            {t('general:appName')}
          </AppLink>
        </div>
        <Nav onNavigate={() => setNavOpen(false)} />
      </aside>
      {isNavOpen ? (
        <button type="button" className="shell__scrim" aria-label={t('nav:close')} onClick={() => setNavOpen(false)} />
      ) : null}
      {/* With the narrow-screen navigation open, the page behind leaves the tab order (Escape closes it). */}
      <div className="shell__main" inert={isNavOpen || undefined}>
        <header className="shell__header">
          <Button
            variant="ghost"
            className="shell__menu"
            aria-label={isNavOpen ? t('nav:close') : t('nav:open')}
            aria-expanded={isNavOpen}
            aria-controls="sidebar"
            onClick={() => setNavOpen((open) => !open)}
            icon={<span aria-hidden>☰</span>}
          />
          <button type="button" className="shell__search" aria-keyshortcuts={shortcut.aria} onClick={() => setPaletteOpen(true)}>
            <span>{t('palette:open')}</span>
            <kbd aria-hidden>{shortcut.label}</kbd>
          </button>
          <AppLink to="/account" className="shell__account">
            {t('account:title')}
          </AppLink>
        </header>
        <main id="main" className="shell__content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {isPaletteOpen ? (
        <OverlayBoundary part={CommandPalette} onClose={() => setPaletteOpen(false)}>
          {() => <CommandPalette.Component isOpen={isPaletteOpen} onOpenChange={setPaletteOpen} />}
        </OverlayBoundary>
      ) : null}
    </div>
  );
}
