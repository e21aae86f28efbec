import type { DatabaseAdapter } from '@atrium/core';
import { createSqlAdapter } from '@atrium/db-sql';
import { createSqliteDriver } from './createSqliteDriver.ts';

export type SqliteAdapterArgs = {
  /** Database file; its folder is created. `:memory:` keeps everything in memory (tests). Defaults to `./data/atrium.db`. */
  filename?: string;
};

/** The SQLite database adapter (better-sqlite3, WAL). */
export function sqliteAdapter({ filename = './data/atrium.db' }: SqliteAdapterArgs = {}): DatabaseAdapter {
  return createSqlAdapter(createSqliteDriver(filename));
}
