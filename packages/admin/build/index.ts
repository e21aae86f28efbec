import { readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressBuild } from './compressAssets.ts';
import { findPluginAdmins } from './pluginsPlugin.ts';
import { writePreloadManifest } from './preloadManifest.ts';

export { compressAsset, compressedSuffixes, isCompressible, precompressBuild } from './compressAssets.ts';
export { findPluginAdmins, type PluginAdmin, pluginsPlugin } from './pluginsPlugin.ts';
export { type Preload, type PreloadManifest, preloadManifest, type ViteManifest } from './preloadManifest.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The folder the admin is built into; hand it to `createServer(atrium, { admin: { dir } })`. */
export const adminDistDir = join(packageDir, 'dist');

/** Where the boot script is built (the server inlines it into index.html; it is never served as a file). */
export const bootScriptPath = join(adminDistDir, '.vite', 'boot.js');

/** What the server preloads for each view and language (`PreloadManifest`), written last: a build that has it is complete. */
export const preloadManifestPath = join(adminDistDir, '.vite', 'preloads.json');

/**
 * Builds the admin with Vite into `adminDistDir`, then the boot script (`src/boot`) as one classic script, then
 * each served text file's compressed forms, then the preload manifest from Vite's.
 */
export async function buildAdmin(): Promise<void> {
  // Always React's production build: Vite and its React plugin follow the NODE_ENV they find (Vitest sets `test`),
  // and a development build renders twice in strict mode, asking for every request twice.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildApp();
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
}

async function buildApp(): Promise<void> {
  const { build } = await import('vite');
  await build({ root: packageDir, configFile: join(packageDir, 'vite.config.ts'), logLevel: 'warn' });
  await build({
    root: packageDir,
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: dirname(bootScriptPath),
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      reportCompressedSize: false,
      lib: {
        entry: join(packageDir, 'src', 'boot', 'index.ts'),
        formats: ['iife'],
        name: 'atriumBoot',
        fileName: () => 'boot.js',
      },
    },
  });
  await precompressBuild(adminDistDir);
  await writePreloadManifest(dirname(preloadManifestPath));
}

/** Whether a complete build is there (`preloads.json` is written last), however old; `ensureAdminBuilt` compares. */
export async function isAdminBuilt(): Promise<boolean> {
  return stat(preloadManifestPath).then(
    () => true,
    () => false,
  );
}

/**
 * Builds the admin unless its build (`preloads.json`, written last) is newer than every source file (src, build,
 * translations, core's browser entry, index.html, the Vite config), so `npm start` and the browser tests always serve the code
 * as it is without rebuilding on every run.
 */
export async function ensureAdminBuilt(): Promise<'built' | 'fresh'> {
  const builtAt = await stat(preloadManifestPath).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const sources = [
    join(packageDir, 'src'),
    join(packageDir, 'build'),
    join(packageDir, 'index.html'),
    join(packageDir, 'vite.config.ts'),
    join(packageDir, '..', 'translations', 'src'),
    join(packageDir, '..', 'core', 'src'),
    join(packageDir, '..', 'richtext', 'src'),
    // The plugin packages' admin parts, what they share from the package's src, and the package.json that says where they are.
    ...findPluginAdmins().flatMap((plugin) => [join(plugin.dir, 'package.json'), join(plugin.dir, 'src'), dirname(plugin.entry)]),
  ];
  if (builtAt > 0 && (await newestChange(sources)) < builtAt) return 'fresh';
  await buildAdmin();
  return 'built';
}

async function newestChange(paths: string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (!info) continue;
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) continue;
    for (const entry of await readdir(path, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = await stat(join(entry.parentPath, entry.name));
      newest = Math.max(newest, file.mtimeMs);
    }
  }
  return newest;
}
