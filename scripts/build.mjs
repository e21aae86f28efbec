#!/usr/bin/env node
// `npm run build` (and `npm install`, through `prepare`): bundles the demo server (`apps/demo/src/start.ts` and every
// workspace package it reaches) into plain JavaScript in `apps/demo/dist`, so `npm start` runs `node` on it instead
// of transpiling TypeScript at every start. Tests, the typecheck and `tsx` keep reading the TypeScript sources: the
// packages' `exports` still name them, and only this bundle is compiled. Plain JavaScript so it runs on Node 20
// before anything else is built.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundle goes (git-ignored). */
export const serverDistDir = join(root, 'apps', 'demo', 'dist');

/** The server's entry in the bundle: what `node` runs. */
export const serverEntry = join(serverDistDir, 'start.js');

/** The admin's build functions (`@atrium/admin/build`) in the bundle, for `npm start`'s freshness check. */
export const adminBuildEntry = join(serverDistDir, 'adminBuild.js');

// What stays a package that Node loads from node_modules at run time, instead of being copied into the bundle:
// native addons (their .node files sit beside their JavaScript), packages that find files relative to themselves
// (pino's transports start worker files; Vite, tsx and esbuild the admin build's tools), the ones loaded only on
// first use through `createRequire` (which the bundler cannot see anyway) and large ones only some requests need
// (light-my-request is Fastify's `inject`, required on its first call: tests use it, a server never does).
const external = [
  'better-sqlite3',
  'sharp',
  'pg',
  'pg-native',
  '@node-rs/argon2',
  'nodemailer',
  'ioredis',
  'jsdom',
  'file-type',
  'pino',
  'light-my-request',
  'vite',
  'tsx',
  'esbuild',
  '@aws-sdk/*',
  '@smithy/*',
  '@vitejs/*',
  'lightningcss',
];

/** Written beside the bundle: the build's time and every source file it read, for the freshness check. */
const metaFile = join(serverDistDir, 'inputs.json');

/** Builds the bundle, whatever the timestamps say; resolves with how long it took. */
export async function buildServer() {
  const started = performance.now();
  // A source saved while the build runs must count as newer than the build.
  const builtAt = Date.now();
  const { build } = await import('esbuild');
  // Chunk names carry content hashes: without emptying the folder, every build would leave the last one's behind.
  await rm(serverDistDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { start: 'apps/demo/src/start.ts', adminBuild: 'packages/admin/build/index.ts' },
    outdir: serverDistDir,
    bundle: true,
    // Code only some requests need (image work, metrics, the PostgreSQL driver, seeding) is imported with
    // `import()` in the sources; splitting keeps each such module in a chunk of its own, read on first use.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    // CommonJS packages copied into the bundle call `require`, which an ES module does not have.
    banner: {
      js: "import { createRequire as __atriumCreateRequire } from 'node:module';\nconst require = __atriumCreateRequire(import.meta.url);",
    },
    plugins: [jsonTranslations, sourceLocations],
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...evaluatedInputs].filter((path) => !path.includes(':'));
  // The workspace's package.json files decide what `@atrium/*` imports resolve to, so a change there rebuilds too.
  const manifests = ['package.json', 'package-lock.json'];
  await writeFile(metaFile, `${JSON.stringify({ builtAt, inputs: [...new Set([...inputs, ...manifests])] })}\n`);
  return Math.round(performance.now() - started);
}

/** Whether the bundle exists and no file it was built from changed since. */
export async function isServerBuildFresh() {
  let meta;
  try {
    meta = JSON.parse(await readFile(metaFile, 'utf8'));
  } catch {
    return false;
  }
  const times = await Promise.all(
    meta.inputs.map((path) =>
      stat(join(root, path)).then(
        (info) => info.mtimeMs,
        () => Number.POSITIVE_INFINITY, // a file that went away: its importer changed
      ),
    ),
  );
  return times.every((time) => time < meta.builtAt);
}

/** Builds the bundle unless it is fresh (see `isServerBuildFresh`). */
export async function ensureServerBuilt() {
  if (await isServerBuildFresh()) return 'fresh';
  await buildServer();
  return 'built';
}

/**
 * Sources that find files next to themselves (`new URL('./public', import.meta.url)`) keep finding them from the
 * bundle: each TypeScript file's `import.meta.url` is its own source file's address, not the bundle's.
 */
const sourceLocations = {
  name: 'atrium-source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      const contents = text.includes('import.meta.url')
        ? text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        : text;
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Every shipped language as a JSON file of its own (`dist/translations/<code>.json`), read on first use: the server
 * offers all 29, about 3 MB of strings, and most processes answer in one or two of them. `allLanguages` keeps its
 * shape (one enumerable property per language, now a getter), so core's readers see no difference; they only must
 * not touch every language at start-up (see `mergeLanguages` and `labelInEveryLanguage`). The TypeScript modules
 * are evaluated here, at build time, through a throwaway bundle of their own.
 */
const jsonTranslations = {
  name: 'atrium-json-translations',
  setup(build) {
    const allModule = join(root, 'packages', 'translations', 'src', 'all.ts');
    build.onLoad({ filter: /[/\\]translations[/\\]src[/\\]all\.ts$/ }, async ({ path }) => {
      if (path !== allModule) return undefined;
      const { module, inputs } = await evaluate(path, build.esbuild);
      const folder = join(serverDistDir, 'translations');
      await mkdir(folder, { recursive: true });
      for (const [code, messages] of Object.entries(module.allLanguages)) {
        assertStrings(messages, code);
        await writeFile(join(folder, `${code}.json`), JSON.stringify(messages));
      }
      // The language files are no input of the bundle now; the freshness check must still see an edited one.
      for (const input of inputs) evaluatedInputs.add(input);
      const codes = JSON.stringify(Object.keys(module.allLanguages));
      // `import.meta.url` is the chunk's own address here: the JSON files sit beside it, in dist/translations.
      const contents = `import { readFileSync } from 'node:fs';
const loaded = {};
export const allLanguages = {};
for (const code of ${codes}) {
  Object.defineProperty(allLanguages, code, {
    enumerable: true,
    get: () => (loaded[code] ??= JSON.parse(readFileSync(new URL(\`./translations/\${code}.json\`, import.meta.url), 'utf8'))),
  });
}
`;
      return { contents, loader: 'js' };
    });
  },
};

/** Throws unless every leaf of `value` is a string: JSON would drop a function without a word. */
function assertStrings(value, path) {
  if (typeof value === 'string') return;
  if (value === null || typeof value !== 'object') throw new Error(`translations: ${path} is not text`);
  for (const [key, inner] of Object.entries(value)) assertStrings(inner, `${path}.${key}`);
}

/** Source files read at build time outside the bundle's own inputs (relative to the repository). */
const evaluatedInputs = new Set();

/** Imports a TypeScript module (and what it imports) by bundling it to one ES module in memory; also its inputs. */
async function evaluate(path, esbuild) {
  const output = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    metafile: true,
  });
  const code = output.outputFiles[0].text;
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return { module, inputs: Object.keys(output.metafile.inputs) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const took = await buildServer();
  console.log(`Server built into ${relative(process.cwd(), serverDistDir) || '.'} in ${took} ms.`);
}
