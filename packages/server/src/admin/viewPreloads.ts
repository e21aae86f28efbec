import type { SanitizedConfig } from '@atrium/core';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source path. */
type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestEntry>;

/**
 * Vite's manifest with the keys of virtual modules (the languages' chunks, `virtual:atrium-language/<code>`) as
 * the admin names them. Vite writes those keys relative to the folder the build ran from, not to the admin's
 * root (`../../bench/virtual:atrium-language/en` when a benchmark started the build), so they are cut back to
 * the module's own id here.
 */
export function readManifest(json: string): ViteManifest {
  const own = (key: string) => {
    const at = key.indexOf('virtual:');
    return at > 0 ? key.slice(at) : key;
  };
  const parsed = JSON.parse(json) as ViteManifest;
  return Object.fromEntries(
    Object.entries(parsed).map(([key, entry]) => [
      own(key),
      { ...entry, imports: entry.imports?.map(own), dynamicImports: entry.dynamicImports?.map(own) },
    ]),
  );
}

/** The admin source module of each view, as the manifest names them (see the admin's App.tsx). */
const views = {
  dashboard: 'src/views/Dashboard/index.tsx',
  list: 'src/views/List/index.tsx',
  edit: 'src/views/Edit/index.tsx',
  richText: 'src/fields/richText/RichTextEditor.tsx',
  login: 'src/views/auth/Login.tsx',
  account: 'src/views/Account/index.tsx',
} as const;

/**
 * The view chunks a page of the admin will ask for first, from its path: the browser is told to fetch them
 * alongside the main bundle (`<link rel="modulepreload">`) instead of after the main bundle has run. An edit
 * view of a collection or global with a rich-text field also gets the editor's chunk.
 */
export function viewModulesFor(path: string, config: SanitizedConfig): string[] {
  const [first, slug, id] = path.split('/').filter(Boolean);
  if (first === undefined) return [views.dashboard];
  if (first === 'login') return [views.login];
  if (first === 'account') return [views.account];
  if (first === 'collections' && slug) {
    if (id === undefined) return [views.list];
    // Own keys only: `/admin/collections/constructor/1` names nothing.
    const collection = Object.hasOwn(config.collectionsBySlug, slug) ? config.collectionsBySlug[slug] : undefined;
    return collection && hasRichText(collection.fields) ? [views.edit, views.richText] : [views.edit];
  }
  if (first === 'globals' && slug) {
    const global = Object.hasOwn(config.globalsBySlug, slug) ? config.globalsBySlug[slug] : undefined;
    return global && hasRichText(global.fields) ? [views.edit, views.richText] : [views.edit];
  }
  return [];
}

/** `<link>` tags preloading `modules` and every chunk and stylesheet they import statically. */
export function preloadTags(manifest: ViteManifest, modules: string[]): string {
  // What index.html links itself (the entry and its static imports, the app's stylesheet among them) is not
  // linked again: a second copy of the app's stylesheet placed after a view's would win every tie over it.
  const linked = new Set<string>();
  const link = (key: string) => {
    if (linked.has(key) || !manifest[key]) return;
    linked.add(key);
    for (const imported of manifest[key].imports ?? []) link(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) link(key);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || linked.has(key) || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
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
