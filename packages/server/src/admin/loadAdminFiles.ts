import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/**
 * Reads the admin's build folder once at start-up and compresses each text file with brotli (quality 11)
 * and gzip (level 9), so no request ever spends time compressing. Keys are paths relative to the folder
 * with forward slashes (`assets/index-abc123.js`).
 */
export async function loadAdminFiles(dir: string): Promise<Map<string, AdminFile>> {
  const files = new Map<string, AdminFile>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(dir, path).split(sep).join('/');
    const body = await readFile(path);
    const ext = extname(entry.name);
    const file: AdminFile = {
      body,
      contentType: contentTypes[ext] ?? 'application/octet-stream',
      isImmutable: key.startsWith('assets/'),
    };
    if (compressible.has(ext) && body.length > 1024) {
      file.br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      file.gzip = gzipSync(body, { level: 9 });
    }
    files.set(key, file);
  }
  return files;
}
