import type { SanitizedConfig } from './types.ts';

/**
 * Keys that never leave the server. The list is explicit so that adding a secret key is a visible change;
 * on top of it, functions are dropped everywhere because they cannot be serialized anyway.
 */
const serverOnlyKeys = new Set([
  'secret',
  'db',
  'plugins',
  'onInit',
  'hooks',
  'access',
  'custom',
  'validate',
  'email',
  'csrf',
  'cors',
  'strategies',
  'endpoints',
  'collectionsBySlug',
  'globalsBySlug',
  'flattenedFields',
  'supportedLanguages',
  'bodyLimit',
  'maxLimit',
]);

export type ClientConfig = Record<string, unknown>;

/** The config the admin receives: plain JSON with everything server-only removed. */
export function clientConfig(config: SanitizedConfig): ClientConfig {
  const stripped = strip(config) as ClientConfig;
  stripped.i18n = { languages: Object.keys(config.i18n.supportedLanguages), fallbackLanguage: config.i18n.fallbackLanguage };
  return stripped;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => typeof v !== 'function').map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (serverOnlyKeys.has(key) || typeof v === 'function' || v === undefined) continue;
    out[key] = strip(v);
  }
  return out;
}
