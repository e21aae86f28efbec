import { ensureAdminBuilt } from '@atrium/admin/build';
import pg from 'pg';
import { postgresTestURL } from './helpers/database.ts';

/**
 * Fails the whole run up front, with one clear message, when PostgreSQL is not there: every integration suite
 * runs on it as well as on SQLite, and a missing database is a failure, never a skip. Then builds the admin if
 * its sources changed.
 */
export default async function globalSetup(): Promise<void> {
  const url = postgresTestURL();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${url} (${(error as Error).message}). The tests run on SQLite and PostgreSQL: start PostgreSQL or set ATRIUM_TEST_POSTGRES_URL.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  // Suites that spawn the demo's start script (test/demo) would each build a stale admin themselves, racing each
  // other and printing the build's warnings into the output they read: build it once, first.
  await ensureAdminBuilt();
}
