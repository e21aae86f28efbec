import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { reserveUniqueName, safeFilename } from './safeFilename.ts';
import type { StorageAdapter } from './storage/types.ts';

describe('safeFilename', () => {
  it('keeps the last path part only, so no name climbs out of its folder', () => {
    expect(safeFilename('../../etc/passwd')).toEqual({ base: 'passwd', extension: '' });
    expect(safeFilename('C:\\Users\\me\\photo.JPG')).toEqual({ base: 'photo', extension: 'jpg' });
  });

  it('replaces control and reserved characters and spaces, and drops leading dots', () => {
    expect(safeFilename('my <best>\u0000 photo?.png')).toEqual({ base: 'my-best-photo', extension: 'png' });
    expect(safeFilename('.htaccess')).toEqual({ base: 'htaccess', extension: '' });
    expect(safeFilename('...')).toEqual({ base: 'file', extension: '' });
    expect(safeFilename('été à Montréal.webp')).toEqual({ base: 'été-à-Montréal', extension: 'webp' });
  });

  it('cuts a long name to 100 characters before the extension', () => {
    const { base, extension } = safeFilename(`${'a'.repeat(300)}.png`);
    expect([base.length, extension]).toEqual([100, 'png']);
  });
});

/** A storage holding names only: enough to see which names are free. */
function namesStorage(taken: string[]): StorageAdapter {
  const names = new Set(taken);
  return {
    name: 'names',
    put: async ({ filename }) => void names.add(filename),
    exists: async ({ filename }) => names.has(filename),
    stat: async () => null,
    get: async () => null,
    delete: async ({ filename }) => void names.delete(filename),
  };
}

describe('reserveUniqueName', () => {
  it('adds -1, -2… to a taken name, and never hands one name to two writes at once', async () => {
    const storage = namesStorage(['photo.png', 'photo-1.png']);
    const [a, b] = await Promise.all([
      reserveUniqueName(storage, 'media', 'photo', 'png'),
      reserveUniqueName(storage, 'media', 'photo', 'png'),
    ]);
    expect([a.filename, b.filename].sort()).toEqual(['photo-2.png', 'photo-3.png']);
    await storage.put({ collection: 'media', filename: a.filename, body: Readable.from([]), contentType: 'image/png' });
    a.release();
    b.release();
    const c = await reserveUniqueName(storage, 'media', 'photo', 'png');
    expect(c.filename).toBe('photo-3.png');
  });
});

describe('reserveUniqueName with a storage that reserves', () => {
  it('takes the next name when the storage says another process claimed one, and asks nothing else', async () => {
    // What other processes claimed: reserve answers false for them, and exists is never asked.
    const claimedElsewhere = new Set(['photo.png']);
    const claimed: string[] = [];
    const storage: StorageAdapter = {
      ...namesStorage([]),
      exists: async () => {
        throw new Error('exists is not asked when the storage reserves');
      },
      reserve: async ({ filename }) => {
        if (claimedElsewhere.has(filename)) return false;
        claimedElsewhere.add(filename);
        claimed.push(filename);
        return true;
      },
    };
    const first = await reserveUniqueName(storage, 'media', 'photo', 'png');
    const second = await reserveUniqueName(storage, 'media', 'photo', 'png');
    expect([first.filename, second.filename, claimed]).toEqual(['photo-1.png', 'photo-2.png', ['photo-1.png', 'photo-2.png']]);
    first.release();
    second.release();
  });
});
