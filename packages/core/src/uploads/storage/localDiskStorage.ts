import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mimeTypeOfName } from '../mimeTypes.ts';
import type { StorageAdapter, StoredFile } from './types.ts';

export type LocalDiskStorageOptions = {
  /**
   * The folder of each collection's files: one path for all (absolute or relative to `process.cwd()`), or a
   * function of the collection's slug.
   */
  dir: string | ((collection: string) => string);
};

/** Beside the files: each file's content type and etag (a name starting with a dot is never an upload's). */
const metaFolder = '.meta';

/**
 * Files in a folder on the local disk (the default storage, at a collection's `staticDir`). A write goes to a
 * temporary name beside its target and is renamed into place, so a reader never sees half a file and a failed
 * write leaves nothing under the real name. The content type and an etag new with every write are kept in
 * `.meta/<filename>`. A name is reserved by creating it empty (`reserve`), so no two processes write one name.
 */
export function localDiskStorage(options: LocalDiskStorageOptions): StorageAdapter {
  const folderOf = (collection: string) => {
    const dir = typeof options.dir === 'function' ? options.dir(collection) : options.dir;
    return isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
  };
  const pathOf = (collection: string, filename: string) => {
    const folder = folderOf(collection);
    // Names are made safe by the pipeline; this is the last line against a traversal from any other caller.
    if (!isPlainName(filename)) throw new Error(`Not a plain file name: ${JSON.stringify(filename)}`);
    const path = join(folder, filename);
    if (!path.startsWith(folder + sep)) throw new Error(`Not a plain file name: ${JSON.stringify(filename)}`);
    return path;
  };
  const metaPathOf = (collection: string, filename: string) => join(folderOf(collection), metaFolder, filename);
  const statOf = async (collection: string, filename: string): Promise<StoredFile | null> => {
    const path = pathOf(collection, filename);
    let s: Awaited<ReturnType<typeof stat>>;
    try {
      s = await stat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (!s.isFile()) return null;
    const meta = await readMeta(metaPathOf(collection, filename));
    return {
      size: s.size,
      etag: meta?.etag ?? `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
      lastModified: s.mtime,
      contentType: meta?.contentType ?? mimeTypeOfName(filename),
    };
  };

  return {
    name: 'local-disk',
    async put({ collection, filename, body, contentType }) {
      const path = pathOf(collection, filename);
      const metaPath = metaPathOf(collection, filename);
      await mkdir(join(folderOf(collection), metaFolder), { recursive: true });
      const suffix = `.${randomBytes(6).toString('hex')}.partial`;
      const meta = JSON.stringify({ contentType, etag: `"${randomBytes(12).toString('hex')}"` });
      try {
        if ('path' in body && typeof body.path === 'string') await copyFile(body.path, path + suffix);
        else await pipeline(body as NodeJS.ReadableStream, createWriteStream(path + suffix));
        await writeFile(metaPath + suffix, meta);
        await rename(path + suffix, path);
        await rename(metaPath + suffix, metaPath);
      } catch (error) {
        await Promise.all([rm(path + suffix, { force: true }), rm(metaPath + suffix, { force: true })]);
        throw error;
      }
    },
    async exists({ collection, filename }) {
      return (await statOf(collection, filename)) !== null;
    },
    async reserve({ collection, filename }) {
      const path = pathOf(collection, filename);
      await mkdir(folderOf(collection), { recursive: true });
      // `wx` fails when the name exists, in one step for every process (a cluster's workers) on this disk; `put`
      // later renames the finished file over the empty one.
      try {
        await (await open(path, 'wx')).close();
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    stat({ collection, filename }) {
      return statOf(collection, filename);
    },
    async get({ collection, filename, range }) {
      const file = await statOf(collection, filename);
      if (!file) return null;
      const path = pathOf(collection, filename);
      const body = createReadStream(path, range ? { start: range.start, end: range.end } : undefined);
      return { ...file, body };
    },
    async delete({ collection, filename }) {
      await rm(pathOf(collection, filename), { force: true });
      await rm(metaPathOf(collection, filename), { force: true });
    },
  };
}

/** A name without folders, `..` or control characters. */
function isPlainName(filename: string): boolean {
  if (filename.length === 0 || filename.length > 255 || filename === '.' || filename === '..') return false;
  for (const char of filename) if (char === '/' || char === '\\' || char.charCodeAt(0) < 32) return false;
  return true;
}

async function readMeta(path: string): Promise<{ contentType?: string; etag?: string } | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}
