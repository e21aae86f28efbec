import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseAdapter } from '@atrium/core';
import { adapterContract } from '@atrium/db-sql/contract';
import { sqliteAdapter } from '@atrium/db-sqlite';

// A real file, not :memory:, so the read and write connections and WAL are exercised.
const folders = new Map<DatabaseAdapter, string>();

adapterContract('sqlite', {
  makeAdapter: async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atrium-adapter-'));
    const adapter = sqliteAdapter({ filename: join(folder, 'test.db') });
    folders.set(adapter, folder);
    return adapter;
  },
  openPeer: async (adapter) => sqliteAdapter({ filename: join(folders.get(adapter)!, 'test.db') }),
  cleanup: async (adapter) => {
    rmSync(folders.get(adapter)!, { recursive: true, force: true });
  },
});
