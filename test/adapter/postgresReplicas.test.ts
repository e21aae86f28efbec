import { createPostgresDriver } from '@atrium/db-postgres';
import type { SqlDriver } from '@atrium/db-sql';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestSchema } from '../helpers/database.ts';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { postgresURL, uniqueApplicationName, waitFor, withClient } from '../outage/backends.ts';

// A "replica" here is a second way into the test database whose sessions are read-only: a write sent there fails
// loudly, and its connections carry a name of their own, so pg_stat_activity shows which reads went there.

function readOnlyURL(name: string): string {
  const url = new URL(postgresURL({ name }));
  url.searchParams.set('options', '-c default_transaction_read_only=on');
  return url.toString();
}

const where = async (driver: SqlDriver) => {
  const [row] = await driver.query("SELECT current_setting('transaction_read_only') AS ro", []);
  return row.ro === 'on' ? 'replica' : 'primary';
};

describe('postgres read replicas', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('reads on a replica, and on the primary inside transactions and from a commit until a replica has replayed it', async () => {
    const driver = createPostgresDriver({
      connectionString: postgresURL(),
      readReplicas: [readOnlyURL(uniqueApplicationName('replica'))],
    });
    cleanups.push(() => driver.close());
    const { schema, drop } = await createTestSchema('replicas');
    cleanups.push(drop);
    await driver.exec(`CREATE TABLE "${schema}".items (id serial PRIMARY KEY)`);
    const feed = driver.listen!('atrium_changes:replica-test', { listening() {}, notice() {}, lost() {} });
    await feed.started;
    await waitFor(async () => (await where(driver)) === 'replica');

    const transaction = await driver.begin();
    const [inside] = await transaction.query("SELECT current_setting('transaction_read_only') AS ro", []);
    expect(inside.ro).toBe('off');
    await transaction.commit();
    // Right after a commit, before anyone asked the replica how far it has replayed: the primary.
    expect(await where(driver)).toBe('primary');
    await waitFor(async () => (await where(driver)) === 'replica');

    // Another server's commit (one that changed data: a notice alone writes no WAL), heard as a notice: the same.
    const other = createPostgresDriver({ connectionString: postgresURL() });
    cleanups.push(() => other.close());
    const announce = await other.begin();
    await announce.query(`INSERT INTO "${schema}".items DEFAULT VALUES`, []);
    await announce.query('SELECT pg_notify($1, $2)', ['atrium_changes:replica-test', '']);
    await announce.commit();
    await feed.sync();
    expect(await where(driver)).toBe('primary');
    await waitFor(async () => (await where(driver)) === 'replica');
  });

  it('reads on the primary while the listening connection is down', async () => {
    const name = uniqueApplicationName('deaf');
    const driver = createPostgresDriver({
      connectionString: postgresURL({ name }),
      readReplicas: [readOnlyURL(`${name}-replica`)],
    });
    cleanups.push(() => driver.close());
    let isListening = false;
    const feed = driver.listen!('atrium_changes:deaf-test', {
      listening: () => (isListening = true),
      notice() {},
      lost: () => (isListening = false),
    });
    await feed.started;
    await waitFor(async () => (await where(driver)) === 'replica');
    await withClient((client) =>
      client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`${name}:listen`]),
    );
    await waitFor(() => !isListening);
    expect(await where(driver)).toBe('primary');
    await waitFor(async () => (await where(driver)) === 'replica');
    expect(isListening).toBe(true);
  });

  it('keeps reads on the primary when a replica cannot be reached', async () => {
    const driver = createPostgresDriver({
      connectionString: postgresURL(),
      readReplicas: ['postgres://postgres@127.0.0.1:1/test'],
      connectTimeout: 500,
    });
    cleanups.push(() => driver.close());
    await driver.listen!('atrium_changes:away-test', { listening() {}, notice() {}, lost() {} }).started;
    for (let i = 0; i < 5; i++) expect(await where(driver)).toBe('primary');
  });

  describe('behind the server', () => {
    let h: Harness;
    const replicaName = uniqueApplicationName('rest-replica');
    afterAll(() => h?.close());

    it('answers lists from the replica and writes through the primary, each read seeing the writes before it', async () => {
      h = await startAtrium(
        'postgres',
        withOpenAccess({ collections: [{ slug: 'notes', fields: [{ name: 'title', type: 'text' }] }] }),
        { responseCache: false },
        { readReplicas: [readOnlyURL(replicaName)] },
      );
      /** The last statement each replica connection ran. */
      const replicaStatements = () =>
        withClient(async (client) => {
          const { rows } = await client.query('SELECT query FROM pg_stat_activity WHERE application_name = $1', [replicaName]);
          return rows.map((row) => String(row.query));
        });
      for (let round = 0; round < 3; round++) {
        const created = await h.inject({ method: 'POST', url: '/api/notes', payload: { title: `note ${round}` } });
        expect(created.statusCode, created.body).toBe(201);
        const list = await h.inject({ url: '/api/notes?limit=0&sort=title' });
        expect(list.json().docs.map((d: { title: string }) => d.title)).toContain(`note ${round}`);
      }
      await waitFor(async () => {
        await h.inject({ url: '/api/notes?where[title][equals]=note%201' });
        return (await replicaStatements()).some((sql) => sql.includes(`"${h.schema}"."notes"`));
      });
    });
  });
});
