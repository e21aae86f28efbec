import { matchLanguage } from '@atrium/core/client';
import type { Messages } from '@atrium/translations';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { APIError } from '../api/APIError.ts';
import { api } from '../api/client.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useConfig } from '../config/ConfigProvider.tsx';
import type { AdminConfig } from '../config/index.ts';
import { readCookie, writeCookie } from '../preferences/cookies.ts';
import { I18nProvider, isRightToLeft } from './I18nProvider.tsx';
import { adminLanguages, loadedLanguage, loadLanguage } from './languages.ts';

const languageCookieMaxAge = 365 * 24 * 60 * 60;
/** The user's saved choice (`/api/payload-preferences/language`), so it follows them to other browsers. */
const preferenceKey = 'language';

type LanguageChoice = {
  language: string;
  languages: string[];
  /** Switches the interface (its strings load first) and remembers the choice. */
  setLanguage: (language: string) => void;
};
const LanguageContext = createContext<LanguageChoice | null>(null);

/** The languages offered: those the server supports and the admin has strings for. */
export function supportedLanguages(config: AdminConfig): string[] {
  return config.i18n.languages.filter((code) => adminLanguages.includes(code));
}

function fallbackOf(config: AdminConfig): string {
  const supported = supportedLanguages(config);
  return supported.includes(config.i18n.fallbackLanguage) ? config.i18n.fallbackLanguage : (supported[0] ?? 'en');
}

const cookieName = (config: AdminConfig) => `${config.cookiePrefix}-lng`;

/**
 * The language the admin opens in: the saved choice (cookie `<cookiePrefix>-lng`, which also tells the server
 * which language to answer in), else the browser's languages, else the fallback language.
 */
export function initialLanguage(config: AdminConfig): string {
  const saved = readCookie(cookieName(config));
  // The browser's languages are in order of preference, as an Accept-Language header lists them.
  const wanted = saved ?? navigator.languages.join(',');
  return matchLanguage(wanted, supportedLanguages(config), '') || fallbackOf(config);
}

type Shown = { language: string; messages: Messages };

/**
 * Chooses and loads the interface language (each language is its own download, spec 9's client keys only),
 * sets `<html lang dir>` so right-to-left languages mirror the layout, and keeps the choice: in the cookie for
 * this browser and the server, and in the signed-in user's preferences, which win when they sign in elsewhere.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const { user } = useAuth();
  const supported = useMemo(() => supportedLanguages(config), [config]);
  const [chosen, setChosen] = useState(() => initialLanguage(config));
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const messages = loadedLanguage(chosen);
    return messages ? { language: chosen, messages } : undefined;
  });

  useEffect(() => {
    if (shown?.language === chosen) return;
    let isCurrent = true;
    const fallback = fallbackOf(config);
    loadLanguage(chosen)
      .then((messages) => ({ language: chosen, messages }))
      // The chosen language's strings could not be downloaded: the fallback language rather than nothing.
      .catch(() => loadLanguage(fallback).then((messages) => ({ language: fallback, messages })))
      .catch(() => ({ language: chosen, messages: {} }))
      .then((next) => {
        if (isCurrent) setShown(next);
      });
    return () => {
      isCurrent = false;
    };
  }, [chosen, shown?.language, config]);

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown.language;
    document.documentElement.dir = isRightToLeft(shown.language) ? 'rtl' : 'ltr';
  }, [shown]);

  const remember = useCallback(
    (language: string) => {
      writeCookie(cookieName(config), language, languageCookieMaxAge);
    },
    [config],
  );

  const hasUser = Boolean(user);
  const setLanguage = useCallback(
    (language: string) => {
      if (!supported.includes(language)) return;
      remember(language);
      setChosen(language);
      if (hasUser) {
        api.post(`/payload-preferences/${preferenceKey}`, { value: language }).catch((error) => {
          console.warn('Atrium admin: could not save the language preference', error);
        });
      }
    },
    [supported, remember, hasUser],
  );

  // Signed in: the user's saved language wins over this browser's (and becomes its cookie).
  const userID = user?.id;
  const applied = useRef<unknown>(undefined);
  useEffect(() => {
    if (userID === undefined || applied.current === userID) return;
    applied.current = userID;
    api
      .get<{ value: unknown }>(`/payload-preferences/${preferenceKey}`)
      .then(({ value }) => {
        if (typeof value === 'string' && supported.includes(value) && value !== readCookie(cookieName(config))) {
          remember(value);
          setChosen(value);
        }
      })
      .catch((error) => {
        if (!(error instanceof APIError && error.status === 404))
          console.warn('Atrium admin: could not read the language preference', error);
      });
  }, [userID, supported, remember, config]);

  const value = useMemo(
    () => ({ language: shown?.language ?? chosen, languages: supported, setLanguage }),
    [shown?.language, chosen, supported, setLanguage],
  );
  // Nothing is shown before the strings are in (main.tsx loads the opening language before the first render).
  if (!shown) return null;
  return (
    <LanguageContext.Provider value={value}>
      <I18nProvider language={shown.language} messages={shown.messages}>
        {children}
      </I18nProvider>
    </LanguageContext.Provider>
  );
}

/** The language in use, the supported ones and the setter (account page, sign-in pages). */
export function useLanguage(): LanguageChoice {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside LanguageProvider');
  return value;
}
