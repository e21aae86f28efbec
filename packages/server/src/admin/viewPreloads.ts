import type { Preload, PreloadManifest } from '@atrium/admin/build';
import { matchRoute } from '@atrium/admin/routes';
import type { SanitizedConfig } from '@atrium/core';

/**
 * What a page of the admin preloads, from the admin's route table and the preload manifest its build wrote
 * (`dist/.vite/preloads.json`): the chunks of the view its address opens, so the browser fetches them alongside
 * the main bundle (`<link rel="modulepreload">`) instead of after the main bundle has run; the rich-text editor's
 * for an edit view of a collection or global with a rich-text field; the strings of the page's language, else
 * the fallback language's. `path` is the address below `routes.admin`.
 */
export function preloadsFor(manifest: PreloadManifest, path: string, config: SanitizedConfig, language: string): Preload[] {
  const { route, params } = matchRoute(path);
  const preloads = [manifest.views[route.view]];
  if (route.view === 'edit' && params.slug !== undefined) {
    // Own keys only: `/admin/collections/constructor/1` names nothing.
    const bySlug = route.kind === 'global' ? config.globalsBySlug : config.collectionsBySlug;
    const entity = Object.hasOwn(bySlug, params.slug) ? bySlug[params.slug] : undefined;
    if (entity && hasRichText(entity.fields)) preloads.push(manifest.richTextEditor);
  }
  const strings = [language, config.i18n.fallbackLanguage].find((code) => Object.hasOwn(manifest.languages, code));
  if (strings) preloads.push(manifest.languages[strings]);
  return preloads.filter((preload) => preload !== undefined);
}

/** `<link>` tags for these preloads: every stylesheet, then every script, each once. */
export function preloadTags(preloads: Preload[]): string {
  const styles = new Set(preloads.flatMap((preload) => preload.styles));
  const scripts = new Set(preloads.flatMap((preload) => preload.scripts));
  return [
    ...[...styles].map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
  ].join('');
}

function hasRichText(fields: unknown[]): boolean {
  return fields.some((field) => {
    const f = field as { type?: string; fields?: unknown[]; tabs?: { fields: unknown[] }[]; blocks?: { fields: unknown[] }[] };
    if (f.type === 'richText') return true;
    if (f.fields && hasRichText(f.fields)) return true;
    if (f.tabs?.some((tab) => hasRichText(tab.fields))) return true;
    return f.blocks?.some((block) => hasRichText(block.fields)) ?? false;
  });
}
