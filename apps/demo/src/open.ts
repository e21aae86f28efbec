import { createAtrium } from '@atrium/core';
import { demoConfig } from './config.ts';
import { createDatabaseAdapter, type DatabaseTarget } from './env.ts';
import type { Atrium } from './seed/index.ts';

/** Starts the demo's Atrium (config sanitized, tables created) on the given database. */
export async function openDemo({
  database,
  secret,
  serverURL,
  uploadsDir,
}: {
  database: DatabaseTarget;
  secret: string;
  serverURL?: string;
  /** Folder of the uploaded files (see `demoConfig`). */
  uploadsDir?: string;
}): Promise<Atrium> {
  return createAtrium(demoConfig({ db: await createDatabaseAdapter(database), secret, serverURL, uploadsDir }));
}
