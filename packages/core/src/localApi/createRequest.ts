import type { SanitizedConfig } from '../config/types.ts';
import { createTranslate } from '../i18n/createTranslate.ts';
import type { Translate } from '../i18n/types.ts';
import type { AtriumRequest } from '../types.ts';

const translators = new WeakMap<SanitizedConfig, Map<string, Translate>>();

/** The translator of `language` for this config, built once. Unknown languages get the fallback language. */
export function getTranslate(config: SanitizedConfig, language: string): Translate {
  let cache = translators.get(config);
  if (!cache) {
    cache = new Map();
    translators.set(config, cache);
  }
  let t = cache.get(language);
  if (!t) {
    const { supportedLanguages, fallbackLanguage } = config.i18n;
    t = createTranslate(
      supportedLanguages[language] ?? supportedLanguages[fallbackLanguage],
      supportedLanguages[fallbackLanguage],
    );
    cache.set(language, t);
  }
  return t;
}

export type RequestOptions = {
  user?: AtriumRequest['user'];
  /** The session of the user's token, when the call comes from a signed-in HTTP request. */
  sid?: string;
  locale?: string;
  fallbackLocale?: string | false;
  language?: string;
  context?: Record<string, unknown>;
  headers?: AtriumRequest['headers'];
  /** The query parameters as REST parsed them; field types may read their own (a join's `joins`). */
  query?: AtriumRequest['query'];
  /** Request id for logs (REST passes Fastify's). */
  requestID?: string;
  /** The client's IP (REST passes Fastify's, which honours `trustProxy`). */
  ip?: string;
};

/** A fresh request for one operation (REST builds one per HTTP request; the Local API per call). */
export function createRequest(config: SanitizedConfig, options: RequestOptions = {}): AtriumRequest {
  const language =
    options.language && options.language in config.i18n.supportedLanguages ? options.language : config.i18n.fallbackLanguage;
  return {
    config,
    db: config.db,
    user: options.user ?? null,
    sid: options.sid,
    locale: options.locale,
    fallbackLocale: options.fallbackLocale,
    language,
    t: getTranslate(config, language),
    context: options.context ?? {},
    headers: options.headers,
    query: options.query,
    id: options.requestID,
    ip: options.ip,
  };
}
