import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { compressAsset, compressedSuffixes, isCompressible } from '@atrium/admin/build';

/** One file of the built admin, held in memory with its compressed forms. */
export type AdminFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  /** Vite names assets after their content hash: such a file never changes under its name. */
  isImmutable: boolean;
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** The built admin's files by path relative to the folder, with forward slashes (`assets/index-abc123.js`). */
export type AdminFiles = {
  /** The file with its compressed forms, read on first request and kept; `undefined` when there is none. */
  get(key: string): Promise<AdminFile | undefined>;
};

/**
 * Lists the admin's build folder at start-up; each file is read when first asked for, with its brotli and gzip
 * forms, and kept, so no request ever spends time compressing and only what browsers ask for (one language of 29,
 * the views they open) is held in memory. The build writes those forms beside each file (`precompressBuild`); a
 * folder without them, or with forms older than their file, is compressed here. The compressed forms are no keys
 * of their own.
 */
export async function loadAdminFiles(dir: string): Promise<AdminFiles> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const paths = new Set(entries.map((entry) => join(entry.parentPath, entry.name)));
  const isCompressedForm = (path: string) =>
    Object.values(compressedSuffixes).some((suffix) => path.endsWith(suffix) && paths.has(path.slice(0, -suffix.length)));
  const keys = new Map<string, string>();
  for (const path of paths) if (!isCompressedForm(path)) keys.set(relative(dir, path).split(sep).join('/'), path);
  const read = new Map<string, Promise<AdminFile>>();
  return {
    get(key) {
      const path = keys.get(key);
      if (path === undefined) return Promise.resolve(undefined);
      let file = read.get(key);
      if (!file) {
        file = readAdminFile(key, path, paths);
        // A failed read (the folder changed under the server) is tried again by the next request.
        file.catch(() => read.delete(key));
        read.set(key, file);
      }
      return file;
    },
  };
}

async function readAdminFile(key: string, path: string, paths: Set<string>): Promise<AdminFile> {
  const body = await readFile(path);
  const file: AdminFile = {
    body,
    contentType: contentTypes[extname(path)] ?? 'application/octet-stream',
    isImmutable: key.startsWith('assets/'),
  };
  if (isCompressible(key, body.length)) Object.assign(file, (await readCompressed(path, paths)) ?? compressAsset(body));
  return file;
}

/** The build's compressed forms of the file at `path`, when both are there and written after it. */
async function readCompressed(path: string, paths: Set<string>): Promise<{ br: Buffer; gzip: Buffer } | undefined> {
  const br = `${path}${compressedSuffixes.br}`;
  const gzip = `${path}${compressedSuffixes.gzip}`;
  if (!paths.has(br) || !paths.has(gzip)) return undefined;
  const written = (await stat(path)).mtimeMs;
  if ((await stat(br)).mtimeMs < written || (await stat(gzip)).mtimeMs < written) return undefined;
  return { br: await readFile(br), gzip: await readFile(gzip) };
}
