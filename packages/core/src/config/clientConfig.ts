import type { RichTextAdapter } from '../fields/richText/adapter.ts';
import type { ClientFieldMarkers } from '../fields/types.ts';
import { seoGenerateKinds, seoGeneratorKeys } from '../seo/kinds.ts';
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
  'fieldSchema',
  'supportedLanguages',
  'bodyLimit',
  'maxLimit',
]);

export type ClientConfig = Record<string, unknown>;

/** Keys whose value is a list of fields (or of tabs), whose entries get the `ClientFieldMarkers`. */
const fieldListKeys = new Set(['fields', 'tabs']);

/**
 * The config the admin receives: plain JSON with everything server-only removed. A field whose condition or
 * validator is a function (which cannot be sent) carries `hasCondition` / `hasValidate` instead, so the admin
 * knows to ask `POST /api/form-state` (see `ClientFieldMarkers`).
 */
export function clientConfig(config: SanitizedConfig): ClientConfig {
  const stripped = strip(config) as ClientConfig;
  stripped.i18n = { languages: Object.keys(config.i18n.supportedLanguages), fallbackLanguage: config.i18n.fallbackLanguage };
  return stripped;
}

function strip(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) {
    const kept = value.filter((v) => typeof v !== 'function');
    return key !== undefined && fieldListKeys.has(key) ? kept.map(stripField) : kept.map((v) => strip(v));
  }
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (serverOnlyKeys.has(k) || typeof v === 'function' || v === undefined) continue;
    out[k] = strip(v, k);
  }
  return out;
}

function stripField(field: unknown): unknown {
  const out = strip(field);
  if (out === null || typeof out !== 'object' || Array.isArray(out)) return out;
  const source = field as { validate?: unknown; admin?: { condition?: unknown }; editor?: RichTextAdapter };
  const markers: ClientFieldMarkers = {};
  if (typeof source.admin?.condition === 'function') markers.hasCondition = true;
  if (typeof source.validate === 'function') markers.hasValidate = true;
  // A rich-text editor is functions apart from its name; what the admin's editor needs it says in `clientProps`.
  const editor = source.editor?.clientProps
    ? { editor: { name: source.editor.name, props: strip(source.editor.clientProps()) } }
    : {};
  // An SEO group's generators are functions: the admin learns which kinds it may ask for.
  const seo = (source.admin as { seo?: unknown } | undefined)?.seo;
  if (seo && typeof seo === 'object') {
    const generators = seo as Record<string, unknown>;
    const generate = seoGenerateKinds.filter((kind) => typeof generators[seoGeneratorKeys[kind]] === 'function');
    const admin = (out as { admin?: Record<string, unknown> }).admin ?? {};
    return { ...out, admin: { ...admin, seo: { generate } }, ...editor, ...markers };
  }
  return { ...out, ...editor, ...markers };
}
