import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfig } from '../config/ConfigProvider.tsx';
import type { AdminConfig } from '../config/index.ts';
import { localeFromSearch } from './localeFromSearch.ts';

export type ContentLocale = {
  /** The locale shown (the default one when the address names none). */
  locale: string;
  /** What requests send (`undefined` for the default locale). */
  requested: string | undefined;
  locales: Exclude<AdminConfig['localization'], false>['locales'];
  /** Moves to another locale: same page, `?locale=` changed (the unsaved-changes guard asks first). */
  setLocale: (code: string) => void;
};

/** The page's content locale, or `undefined` when the config has no `localization`. */
export function useContentLocale(): ContentLocale | undefined {
  const config = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const localization = config.localization;
  const requested = localeFromSearch(config, location.search);
  const setLocale = useCallback(
    (code: string) => {
      const params = new URLSearchParams(location.search);
      if (localization && code === localization.defaultLocale) params.delete('locale');
      else params.set('locale', code);
      // A list starts again at its first page.
      params.delete('page');
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    [location.pathname, location.search, localization, navigate],
  );
  if (!localization) return undefined;
  return { locale: requested ?? localization.defaultLocale, requested, locales: localization.locales, setLocale };
}
