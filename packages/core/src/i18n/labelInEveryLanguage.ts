import { allLanguages } from '@atrium/translations/all';

/**
 * A label in every shipped interface language, read from a translation key (`account:apiKey`): for the fields
 * core adds itself (auth fields), which config labels would otherwise leave in English for every editor.
 */
export function labelInEveryLanguage(key: `${string}:${string}`): Record<string, string> {
  const [namespace, name] = key.split(':');
  const label: Record<string, string> = {};
  for (const [language, messages] of Object.entries(allLanguages)) {
    const text = (messages as unknown as Record<string, Record<string, unknown> | undefined>)[namespace]?.[name];
    if (typeof text === 'string') label[language] = text;
  }
  if (!label.en) throw new Error(`labelInEveryLanguage: no English text for "${key}"`);
  return label;
}
