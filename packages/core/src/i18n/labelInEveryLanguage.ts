import { allLanguages } from '@atrium/translations/all';

/**
 * A label in every shipped interface language, read from a translation key (`account:apiKey`): for the fields
 * core adds itself (auth fields), which config labels would otherwise leave in English for every editor. Each
 * language's text is read when it is asked for (the built server loads a language's file on first use, and auth
 * fields are sanitized at every start).
 */
export function labelInEveryLanguage(key: `${string}:${string}`): Record<string, string> {
  const [namespace, name] = key.split(':');
  const textIn = (language: string) => {
    const text = (allLanguages[language] as unknown as Record<string, Record<string, unknown> | undefined>)[namespace]?.[name];
    return typeof text === 'string' ? text : undefined;
  };
  if (textIn('en') === undefined) throw new Error(`labelInEveryLanguage: no English text for "${key}"`);
  const label: Record<string, string> = {};
  for (const language of Object.keys(allLanguages)) {
    // Every language is checked complete against English (translations' check.ts), so each has this key.
    Object.defineProperty(label, language, { enumerable: true, configurable: true, get: () => textIn(language) ?? textIn('en') });
  }
  return label;
}
