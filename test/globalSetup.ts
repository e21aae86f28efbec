import pg from 'pg';
import { postgresTestURL } from './helpers/database.ts';

/**
 * Fails the whole run up front, with one clear message, when PostgreSQL is not there: every integration suite
 * runs on it as well as on SQLite, and a missing database is a failure, never a skip.
 */
export default async function checkPostgres(): Promise<void> {
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
}
