import { languageLoaders } from 'virtual:atrium-languages';
import type { Messages } from '@atrium/translations';

/** The languages the admin can show (each loads as its own chunk when chosen). */
export const adminLanguages: readonly string[] = Object.keys(languageLoaders);

const loading = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();

/** Loads a language's strings (once; a failed download may be tried again). */
export function loadLanguage(language: string): Promise<Messages> {
  let pending = loading.get(language);
  if (!pending) {
    const load = languageLoaders[language];
    if (!load) return Promise.reject(new Error(`Atrium admin: no strings for the language "${language}"`));
    pending = load().then(
      (module) => {
        loaded.set(language, module.default);
        return module.default;
      },
      (error) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** A language's strings if they are already loaded. */
export function loadedLanguage(language: string): Messages | undefined {
  return loaded.get(language);
}
