import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useConfig } from '../config/ConfigProvider.tsx';
import { hasAdminStrings, I18nProvider, isRightToLeft } from './I18nProvider.tsx';

const languageCookieMaxAge = 365 * 24 * 60 * 60;

type LanguageChoice = { language: string; languages: string[]; setLanguage: (language: string) => void };
const LanguageContext = createContext<LanguageChoice | null>(null);

/**
 * Chooses the interface language: the saved choice (cookie `<cookiePrefix>-lng`, so it applies on the sign-in
 * page too), else the browser's, else the config's fallback; and sets `<html lang dir>` so right-to-left
 * languages mirror the layout.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  // The server may answer in more languages than the admin can show yet: offer only those it has strings for.
  const supported = useMemo(() => config.i18n.languages.filter(hasAdminStrings), [config.i18n.languages]);
  const cookieName = `${config.cookiePrefix}-lng`;
  const [saved, setSaved] = useState(() => document.cookie.match(new RegExp(`(?:^|; )${cookieName}=([^;]*)`))?.[1]);
  const language =
    pickLanguage(saved ? [decodeURIComponent(saved)] : [...navigator.languages], supported) ?? config.i18n.fallbackLanguage;

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  }, [language]);

  const setLanguage = useCallback(
    (next: string) => {
      document.cookie = `${cookieName}=${encodeURIComponent(next)}; Path=/; Max-Age=${languageCookieMaxAge}; SameSite=Lax`;
      setSaved(next);
    },
    [cookieName],
  );
  const value = useMemo(() => ({ language, languages: supported, setLanguage }), [language, supported, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <I18nProvider language={language}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}

/** The language in use, the supported ones and the setter (account page). */
export function useLanguage(): LanguageChoice {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside LanguageProvider');
  return value;
}

function pickLanguage(wanted: string[], supported: string[]): string | undefined {
  for (const tag of wanted) {
    const exact = supported.find((s) => s.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = supported.find((s) => s.toLowerCase() === tag.split('-')[0].toLowerCase());
    if (base) return base;
  }
  return undefined;
}
