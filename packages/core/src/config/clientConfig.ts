import type { RichTextAdapter } from '../fields/richText/adapter.ts';
import type { ClientFieldMarkers } from '../fields/types.ts';
import type { ClientConfig } from './clientTypes.ts';
import { serverOnlyKeys } from './serverOnlyKeys.ts';
import type { Feature, SanitizedConfig } from './types.ts';

// Functions are dropped everywhere on top of the list: they cannot be serialized anyway.
const serverOnly = new Set<string>(serverOnlyKeys);

/** Keys whose value is a list of fields (or of tabs), whose entries get the `ClientFieldMarkers`. */
const fieldListKeys = new Set(['fields', 'tabs']);

/**
 * The config the admin receives: plain JSON with everything server-only removed. A field whose condition or
 * validator is a function (which cannot be sent) carries `hasCondition` / `hasValidate` instead, so the admin
 * knows to ask `POST /api/form-state` (see `ClientFieldMarkers`).
 */
export function clientConfig(config: SanitizedConfig): ClientConfig {
  // `strip` follows the same list and markers that `ClientConfig` is derived with; the type cannot see that. A config
  // put together by hand (tests, tools) may carry no features; its fields then get no feature's part.
  const stripped = strip(config, undefined, config.features ?? []) as Omit<ClientConfig, 'i18n'>;
  return {
    ...stripped,
    // The versions collections are internal: the admin reaches versions through `/api/{slug}/versions`.
    collections: stripped.collections
      .filter((collection) => !config.collectionsBySlug[collection.slug]?.versionsOf)
      .map((collection) => withPreviewMarker(collection, config.collectionsBySlug[collection.slug]?.admin)),
    globals: stripped.globals.map((global) => withPreviewMarker(global, config.globalsBySlug[global.slug]?.admin)),
    i18n: { languages: Object.keys(config.i18n.supportedLanguages), fallbackLanguage: config.i18n.fallbackLanguage },
  };
}

/** `admin.preview` is a server function: the admin learns only that there is one, and asks the server for the URL. */
function withPreviewMarker<T extends { admin?: object }>(client: T, admin: { preview?: unknown } | undefined): T {
  return typeof admin?.preview === 'function' ? { ...client, admin: { ...client.admin, hasPreview: true } } : client;
}

function strip(value: unknown, key: string | undefined, features: readonly Feature[]): unknown {
  if (Array.isArray(value)) {
    const kept = value.filter((v) => typeof v !== 'function');
    return key !== undefined && fieldListKeys.has(key)
      ? kept.map((field) => stripField(field, features))
      : kept.map((v) => strip(v, undefined, features));
  }
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // `admin.custom` is the one `custom` meant for the browser (Payload's): a plugin's serializable values.
    if ((serverOnly.has(k) && !(k === 'custom' && key === 'admin')) || typeof v === 'function' || v === undefined) continue;
    out[k] = strip(v, k, features);
  }
  return out;
}

function stripField(field: unknown, features: readonly Feature[]): unknown {
  const out = strip(field, undefined, features);
  if (out === null || typeof out !== 'object' || Array.isArray(out)) return out;
  const source = field as { validate?: unknown; admin?: { condition?: unknown }; editor?: RichTextAdapter };
  const markers: ClientFieldMarkers = {};
  if (typeof source.admin?.condition === 'function') markers.hasCondition = true;
  if (typeof source.validate === 'function') markers.hasValidate = true;
  // A rich-text editor is functions apart from its name; what the admin's editor needs it says in `clientProps`.
  const editor = source.editor?.clientProps
    ? { editor: { name: source.editor.name, props: strip(source.editor.clientProps(), undefined, features) } }
    : {};
  let client = out as Record<string, unknown>;
  // Field options of a feature that are functions (a generator, a callback): the feature says what the admin gets.
  for (const feature of features) if (feature.clientField) client = feature.clientField(field as Record<string, unknown>, client);
  return { ...client, ...editor, ...markers };
}
