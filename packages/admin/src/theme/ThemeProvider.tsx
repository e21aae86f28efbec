import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useConfig } from '../config/ConfigProvider.tsx';
import { readThemeChoice, systemTheme, type Theme, type ThemeChoice, writeThemeChoice } from './themeCookie.ts';

type ThemeState = { choice: ThemeChoice; theme: Theme; setChoice: (choice: ThemeChoice) => void };

const ThemeContext = createContext<ThemeState | null>(null);

/**
 * Light, dark or auto (spec 2 and 4). index.html applies the theme before first paint; this keeps
 * `<html data-theme>` in step with the choice and, in auto, with the system preference as it changes.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { cookiePrefix } = useConfig();
  const [choice, setChoiceState] = useState<ThemeChoice>(() => readThemeChoice(cookiePrefix));
  const [system, setSystem] = useState<Theme>(systemTheme);

  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const handleChange = () => setSystem(media.matches ? 'dark' : 'light');
    media.addEventListener('change', handleChange);
    return () => media.removeEventListener('change', handleChange);
  }, []);

  const theme: Theme = choice === 'auto' ? system : choice;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setChoice = useCallback(
    (next: ThemeChoice) => {
      writeThemeChoice(cookiePrefix, next);
      setChoiceState(next);
    },
    [cookiePrefix],
  );
  const value = useMemo(() => ({ choice, theme, setChoice }), [choice, theme, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme choice, the theme in effect and the setter. */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
