import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { localDiskStorage } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { describeStorageContract } from './storageContract.ts';

const root = mkdtempSync(join(tmpdir(), 'atrium-local-disk-'));

describeStorageContract('local disk', () => localDiskStorage({ dir: (collection) => join(root, collection) }), {
  teardown: () => rmSync(root, { recursive: true, force: true }),
});

describe('local disk reservations', () => {
  it('hands a name to one claimant only, whichever storage instance (process) asks, and put replaces the claim', async () => {
    const dir = (collection: string) => join(root, 'reserve', collection);
    // Two instances on one folder stand for two processes: neither knows what the other reserved in memory.
    const [one, other] = [localDiskStorage({ dir }), localDiskStorage({ dir })];
    const claims = await Promise.all([
      one.reserve!({ collection: 'media', filename: 'photo.png' }),
      other.reserve!({ collection: 'media', filename: 'photo.png' }),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await other.reserve!({ collection: 'media', filename: 'photo.png' })).toBe(false);
    await one.put({
      collection: 'media',
      filename: 'photo.png',
      body: Readable.from([Buffer.from('bytes')]),
      contentType: 'image/png',
    });
    expect(readFileSync(join(dir('media'), 'photo.png'), 'utf8')).toBe('bytes');
    expect(await one.reserve!({ collection: 'media', filename: 'photo-1.png' })).toBe(true);
  });
});
