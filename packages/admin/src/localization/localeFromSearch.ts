import type { AdminConfig } from '../config/index.ts';

/**
 * The content locale an address asks for (`?locale=de`), when the config has `localization` and knows it;
 * `undefined` means the default locale, and then no `locale` goes with the requests.
 */
export function localeFromSearch(config: AdminConfig, search: string): string | undefined {
  if (!config.localization) return undefined;
  const code = new URLSearchParams(search).get('locale');
  if (!code || code === config.localization.defaultLocale) return undefined;
  return config.localization.locales.some((locale) => locale.code === code) ? code : undefined;
}
