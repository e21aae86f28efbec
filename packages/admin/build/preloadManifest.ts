import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViewName } from '../src/routes/routeTable.ts';

/** The files a page links so the browser fetches them with the app's entry instead of after it has run. */
export type Preload = { scripts: string[]; styles: string[] };

/**
 * `dist/.vite/preloads.json`: what the server links in index.html for the view an address opens (see the
 * route table; a view that shows forms with every field type's input), for the rich-text editor (edit views of entities with rich text) and for each language's
 * strings. Each list leaves out what index.html links itself.
 */
export type PreloadManifest = {
  views: Record<ViewName, Preload>;
  richTextEditor: Preload;
  languages: Record<string, Preload>;
};

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source path. */
type ManifestEntry = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestEntry>;

/** The source module of each view, as `App.tsx` imports it lazily. */
const viewModules: Record<ViewName, string> = {
  login: 'src/views/auth/Login.tsx',
  createFirstUser: 'src/views/auth/CreateFirstUser.tsx',
  forgotPassword: 'src/views/auth/ForgotPassword.tsx',
  resetPassword: 'src/views/auth/ResetPassword.tsx',
  logout: 'src/views/auth/Logout.tsx',
  dashboard: 'src/views/Dashboard/index.tsx',
  account: 'src/views/Account/index.tsx',
  list: 'src/views/List/index.tsx',
  trash: 'src/views/Trash/index.tsx',
  edit: 'src/views/Edit/index.tsx',
  versions: 'src/views/Versions/index.tsx',
  version: 'src/views/Version/index.tsx',
  notFound: 'src/views/NotFound/index.tsx',
};
/**
 * The views that show forms. The field types' inputs load on demand (all through `src/fields/inputs.ts`), so
 * the list, which takes cells and filters from the same entries, carries none; these views preload the inputs'
 * chunks with their own, so a form does not wait for a second round of downloads before it draws.
 */
const formViews: ReadonlySet<ViewName> = new Set(['createFirstUser', 'account', 'edit']);
const inputsModule = 'src/fields/inputs.ts';
const richTextEditorModule = 'src/fields/richText/RichTextEditor.tsx';
const languagePrefix = 'virtual:atrium-language/';

/**
 * Vite writes the keys of virtual modules (the languages' chunks) relative to the folder the build ran from,
 * not to the admin's root (`../../bench/virtual:atrium-language/en` when a benchmark started the build).
 */
const ownKey = (key: string) => {
  const at = key.indexOf('virtual:');
  return at > 0 ? key.slice(at) : key;
};

/** The preloads of every view, the editor and every language, from Vite's manifest. */
export function preloadManifest(vite: ViteManifest): PreloadManifest {
  const manifest: ViteManifest = Object.fromEntries(
    Object.entries(vite).map(([key, entry]) => [ownKey(key), { ...entry, imports: entry.imports?.map(ownKey) }]),
  );
  // What index.html links itself (the entry and its static imports, the app's stylesheet among them) is not
  // linked again: a second copy of the app's stylesheet placed after a view's would win every tie over it.
  const linked = new Set<string>();
  const link = (key: string) => {
    if (linked.has(key) || !manifest[key]) return;
    linked.add(key);
    for (const imported of manifest[key].imports ?? []) link(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) link(key);

  // The modules' chunks and every chunk they import statically, depth first, with their stylesheets.
  const preloadOf = (...modules: string[]): Preload => {
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
    return { scripts: [...scripts], styles: [...styles] };
  };

  const views = Object.fromEntries(
    Object.entries(viewModules).map(([view, module]) => [
      view,
      formViews.has(view as ViewName) ? preloadOf(module, inputsModule) : preloadOf(module),
    ]),
  ) as PreloadManifest['views'];
  const languages = Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => key.startsWith(languagePrefix))
      .map((key) => [key.slice(languagePrefix.length), preloadOf(key)]),
  );
  return { views, richTextEditor: preloadOf(richTextEditorModule), languages };
}

/**
 * Writes `preloads.json` beside Vite's manifest in `viteDir`. Fails the build when a view or the editor is no
 * chunk of it (a module moved, or `App.tsx` stopped importing it lazily): the server would preload nothing.
 */
export async function writePreloadManifest(viteDir: string): Promise<void> {
  const vite = JSON.parse(await readFile(join(viteDir, 'manifest.json'), 'utf8')) as ViteManifest;
  const keys = new Set(Object.keys(vite));
  const missing = [...Object.values(viewModules), richTextEditorModule, inputsModule].filter((module) => !keys.has(module));
  if (missing.length > 0)
    throw new Error(`Atrium admin: the build has no chunk for ${missing.join(', ')} (build/preloadManifest.ts)`);
  await writeFile(join(viteDir, 'preloads.json'), `${JSON.stringify(preloadManifest(vite), null, 2)}\n`);
}
