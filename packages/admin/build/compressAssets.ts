import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** The suffixes of a file's compressed forms, written beside it by `precompressBuild`. */
export const compressedSuffixes = { br: '.br', gzip: '.gz' } as const;

/**
 * Whether the server sends the build's file at `key` (a path relative to the build folder, forward slashes)
 * compressed: a text file over 1 KiB (a smaller one gains less than the header costs), outside `.vite/`, which
 * holds what the server reads but never serves.
 */
export function isCompressible(key: string, size: number): boolean {
  return !key.startsWith('.vite/') && compressible.has(extname(key)) && size > 1024;
}

/** Brotli at quality 11 and gzip at level 9: the smallest forms, paid for once per build, never per request. */
export function compressAsset(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build in `dir`. Quality 11 costs
 * seconds of CPU for the whole admin: done here, a server starting on the build reads them instead of
 * compressing at every start (the browser tests alone start a dozen servers).
 */
export async function precompressBuild(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const body = await readFile(path);
    if (!isCompressible(relative(dir, path).split(sep).join('/'), body.length)) continue;
    const { br, gzip } = compressAsset(body);
    await writeFile(`${path}${compressedSuffixes.br}`, br);
    await writeFile(`${path}${compressedSuffixes.gzip}`, gzip);
  }
}
