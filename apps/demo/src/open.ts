import { createAtrium } from '@atrium/core';
import type { RateLimitStore } from '@atrium/server';
import { demoConfig } from './config.ts';
import { createDatabaseAdapter, type DatabaseTarget, type SmtpSettings } from './env.ts';
import { demoEmail } from './forms.ts';
import type { Atrium } from './seed/index.ts';

/** Starts the demo's Atrium (config sanitized, tables created) on the given database. */
export async function openDemo({
  database,
  secret,
  serverURL,
  uploadsDir,
  smtp,
  rateLimitStore,
}: {
  database: DatabaseTarget;
  secret: string;
  serverURL?: string;
  /** Folder of the uploaded files (see `demoConfig`). */
  uploadsDir?: string;
  /** SMTP settings for the demo's email; without them it goes to the log. */
  smtp?: SmtpSettings;
  /** Where the form builder counts submissions per IP (see `demoConfig`). */
  rateLimitStore?: RateLimitStore;
}): Promise<Atrium> {
  return createAtrium(
    demoConfig({
      db: await createDatabaseAdapter(database),
      secret,
      serverURL,
      uploadsDir,
      email: demoEmail(smtp),
      rateLimitStore,
    }),
  );
}
