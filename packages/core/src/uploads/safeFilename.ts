import { randomBytes } from 'node:crypto';
import type { StorageAdapter } from './storage/types.ts';

/** Longest base name kept (before `-1` suffixes, size suffixes and the extension). */
const maxBaseLength = 100;

/**
 * A client's file name made safe to store and serve: no folders (`../`), no control or reserved characters, no
 * leading dot, at most 100 characters before the extension. Answers the base name and the extension apart.
 */
export function safeFilename(name: string): { base: string; extension: string } {
  const last = name.split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(last.normalize('NFC'))
    .map((char) =>
      char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || '<>:"|?*#%&{}$!\'`^[]=+;,@'.includes(char) ? '-' : char,
    )
    .join('')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
  const dot = cleaned.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < cleaned.length - 1;
  const extension = hasExtension
    ? cleaned
        .slice(dot + 1)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
    : '';
  const base = Array.from((hasExtension ? cleaned.slice(0, dot) : cleaned).replace(/^[.\-\s]+|[.\-\s]+$/g, ''))
    .slice(0, maxBaseLength)
    .join('')
    .replace(/[.\-\s]+$/g, '');
  return { base: base || 'file', extension };
}

/**
 * Names taken by writes still running in this process, so two uploads of `photo.jpg` at once never share one. Other
 * processes (a cluster's workers) are kept apart by the storage's own `reserve` where it has one.
 */
const reserved = new Set<string>();

/**
 * The first free name of `base.extension`, `base-1.extension`, `base-2.extension`… in the collection's storage,
 * reserved until `release` is called (after the file is stored or given up). A stored name is never reused, so
 * a URL always means the same bytes. A failed write must delete the name (the storage's `reserve` may have
 * created it).
 */
export async function reserveUniqueName(
  storage: StorageAdapter,
  collection: string,
  base: string,
  extension: string,
): Promise<{ filename: string; release: () => void }> {
  for (let n = 0; ; n++) {
    // Past a thousand takers of one name, a random suffix ends the walk (each step asks the storage).
    const suffix = n === 0 ? '' : n <= 1000 ? `-${n}` : `-${randomBytes(6).toString('hex')}`;
    const filename = `${base}${suffix}${extension ? `.${extension}` : ''}`;
    const key = `${storage.name}\0${collection}\0${filename}`;
    if (reserved.has(key)) continue;
    reserved.add(key);
    const isFree = storage.reserve
      ? await storage.reserve({ collection, filename })
      : !(await storage.exists({ collection, filename }));
    if (!isFree) {
      reserved.delete(key);
      continue;
    }
    return { filename, release: () => reserved.delete(key) };
  }
}
