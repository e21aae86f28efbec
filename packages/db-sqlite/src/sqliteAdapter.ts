import type { DatabaseAdapter } from '@atrium/core';
import { createSqlAdapter } from '@atrium/db-sql';
import { createSqliteDriver } from './createSqliteDriver.ts';

export type SqliteAdapterArgs = {
  /** Database file; its folder is created. `:memory:` keeps everything in memory (tests). Defaults to `./data/atrium.db`. */
  filename?: string;
  /**
   * Milliseconds a write waits for the open transaction to finish before failing. Writes take a millisecond or
   * so; a wait this long means a hook called the Local API without passing `req`, so its write queues behind
   * the transaction that is waiting for it. Defaults to `10000`.
   */
  lockTimeout?: number;
};

/** The SQLite database adapter (better-sqlite3, WAL). */
export function sqliteAdapter({ filename = './data/atrium.db', lockTimeout = 10_000 }: SqliteAdapterArgs = {}): DatabaseAdapter {
  return createSqlAdapter(createSqliteDriver(filename, lockTimeout));
}
