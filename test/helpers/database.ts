import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL database the integration tests use. */
export function postgresTestURL(): string {
  return process.env.ATRIUM_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/**
 * Creates a fresh, uniquely named schema so test files can run in parallel on one database. Fails (never skips)
 * when PostgreSQL is unreachable. `drop` removes the schema with everything in it.
 */
export async function createTestSchema(prefix = 'test'): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresTestURL() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA "${schema}"`);
  return { schema, drop: () => run(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`) };
}
