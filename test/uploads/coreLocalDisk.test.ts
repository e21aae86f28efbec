import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDiskStorage } from '@atrium/core';
import { describeStorageContract } from './storageContract.ts';

const root = mkdtempSync(join(tmpdir(), 'atrium-local-disk-'));

describeStorageContract('local disk', () => localDiskStorage({ dir: (collection) => join(root, collection) }), {
  teardown: () => rmSync(root, { recursive: true, force: true }),
});
