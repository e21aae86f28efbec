import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';
import { postgresTarget, postgresURL, waitFor, withClient } from '../outage/backends.ts';

// A network that goes silent ends no connection: the listening connection simply stops hearing. Whatever another
// server commits meanwhile must not hide behind the cache, and caching comes back once the database answers.

describe('postgres: the response cache while the database is silent', () => {
  let proxy: TcpProxy;
  let h: Harness;
  beforeAll(async () => {
    proxy = await startTcpProxy(postgresTarget());
    h = await startAtrium(
      'postgres',
      withOpenAccess({ collections: [{ slug: 'notes', fields: [{ name: 'title', type: 'text' }] }] }),
      undefined,
      // Small enough to keep the test short, large enough for a loaded machine's ordinary statements.
      { connectionString: postgresURL({ port: proxy.port }), connectTimeout: 2_500, queryTimeout: 2_500 },
    );
  });
  afterAll(async () => {
    proxy?.resume();
    await h?.close();
    await proxy?.close();
  });

  const list = '/api/notes?sort=title&limit=0';
  const titles = (res: { json: () => { docs: Array<{ title: string }> } }) => res.json().docs.map((doc) => doc.title);

  it('serves no cached answer while it cannot hear, and caches again once it can', async () => {
    expect((await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'before' } })).statusCode).toBe(201);
    await h.inject({ url: list });
    expect((await h.inject({ url: list })).headers['x-atrium-cache']).toBe('hit');

    proxy.pause();
    // Another server's write, straight to the database (the proxy only stands between this server and it).
    await withClient(async (client) => {
      await client.query('BEGIN');
      await client.query(`INSERT INTO "${h.schema}".notes (created_at, updated_at, data) VALUES (now(), now(), $1)`, [
        JSON.stringify({ title: 'while silent' }),
      ]);
      await client.query('SELECT pg_notify($1, $2)', [`atrium_changes:${h.schema}`, '']);
      await client.query('COMMIT');
    });
    const during = await h.inject({ url: list });
    expect(during.headers['x-atrium-cache']).not.toBe('hit');
    expect(during.statusCode).toBe(503);
    proxy.resume();

    await waitFor(async () => {
      const res = await h.inject({ url: list });
      return res.statusCode === 200 && res.headers['x-atrium-cache'] === 'hit';
    });
    expect(titles(await h.inject({ url: list }))).toStrictEqual(['before', 'while silent']);
  });
});
