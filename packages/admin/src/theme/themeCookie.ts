import { readCookie, writeCookie } from '../preferences/cookies.ts';

export type ThemeChoice = 'light' | 'dark' | 'auto';
export type Theme = 'light' | 'dark';

/** Spec 9: the theme cookie lives 365 days. */
export const themeCookieMaxAge = 365 * 24 * 60 * 60;

/** The stored choice: `light` or `dark` from the cookie, `auto` when the cookie is missing or invalid (spec 4). */
export function readThemeChoice(prefix: string): ThemeChoice {
  const value = readCookie(`${prefix}-theme`);
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/** Light and dark are stored for 365 days; auto deletes the cookie. */
export function writeThemeChoice(prefix: string, choice: ThemeChoice): void {
  writeCookie(`${prefix}-theme`, choice === 'auto' ? '' : choice, choice === 'auto' ? 0 : themeCookieMaxAge);
}

/** The theme the system asks for. */
export function systemTheme(): Theme {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
