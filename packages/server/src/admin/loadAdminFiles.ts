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
/**
 * Reads the admin's build folder once at start-up, with each text file's brotli and gzip forms, so no request ever
 * spends time compressing. The build writes those forms beside each file (`precompressBuild`); a folder without
 * them, or with forms older than their file, is compressed here. Keys are paths relative to the folder with
 * forward slashes (`assets/index-abc123.js`); the compressed forms are no keys of their own.
 */
export async function loadAdminFiles(dir: string): Promise<Map<string, AdminFile>> {
  const files = new Map<string, AdminFile>();
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const paths = new Set(entries.map((entry) => join(entry.parentPath, entry.name)));
  const isCompressedForm = (path: string) =>
    Object.values(compressedSuffixes).some((suffix) => path.endsWith(suffix) && paths.has(path.slice(0, -suffix.length)));
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (isCompressedForm(path)) continue;
    const key = relative(dir, path).split(sep).join('/');
    const body = await readFile(path);
    const file: AdminFile = {
      body,
      contentType: contentTypes[extname(entry.name)] ?? 'application/octet-stream',
      isImmutable: key.startsWith('assets/'),
    };
    if (isCompressible(key, body.length)) Object.assign(file, (await readCompressed(path, paths)) ?? compressAsset(body));
    files.set(key, file);
  }
  return files;
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
