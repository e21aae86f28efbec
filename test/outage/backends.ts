import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresTestURL } from '../helpers/database.ts';

/** A name for the server's connections in pg_stat_activity, so a test terminates its own backends only. */
export const uniqueApplicationName = (what: string) => `atrium-${what}-${randomBytes(4).toString('hex')}`;

/** The test database's URL with the connections named `name` (and sent through `port`, a proxy, when given). */
export function postgresURL({ name, port }: { name?: string; port?: number } = {}): string {
  const url = new URL(postgresTestURL());
  if (name) url.searchParams.set('application_name', name);
  if (port) {
    url.hostname = '127.0.0.1';
    url.port = String(port);
  }
  return url.toString();
}

/** Where the test database listens, for a proxy in front of it. */
export function postgresTarget(): { host: string; port: number } {
  const url = new URL(postgresTestURL());
  return { host: url.hostname, port: Number(url.port || 5432) };
}

export async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresTestURL(), application_name: 'atrium-outage-test' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const backendCount = (name: string) =>
  withClient(async (c) => {
    const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [name]);
    return rows[0].n as number;
  });

/** Terminates every backend of the server named `name` (and only those) and waits until they are gone. */
export async function terminateBackends(name: string): Promise<void> {
  await withClient((c) => c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name]));
  await waitFor(async () => (await backendCount(name)) === 0);
}

/** Waits until `condition` holds, checking again on every turn of the event loop. */
export async function waitFor(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
}
