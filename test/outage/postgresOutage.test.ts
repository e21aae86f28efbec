import type { Config } from '@atrium/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';
import {
  backendCount,
  postgresTarget,
  postgresURL,
  terminateBackends,
  uniqueApplicationName,
  waitFor,
  withClient,
} from './backends.ts';

// PostgreSQL only: SQLite is a file in the process, it has no connection to lose or server to stall.

/** Errors nobody handled: a dropped connection must never end the process. */
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => void uncaught.push(error);
beforeAll(() => {
  process.on('uncaughtException', recordUncaught);
  process.on('unhandledRejection', recordUncaught);
});
afterAll(() => {
  process.off('uncaughtException', recordUncaught);
  process.off('unhandledRejection', recordUncaught);
});
afterEach(() => expect(uncaught).toStrictEqual([]));

/** Set by a test: the create hook terminates the server's backends while the create's transaction is open. */
let cutDuringCreate: string | undefined;

const config: Omit<Config, 'db' | 'secret'> = withOpenAccess({
  collections: [
    {
      slug: 'notes',
      hooks: {
        beforeChange: [
          async ({ data }) => {
            if (cutDuringCreate) await terminateBackends(cutDuringCreate);
            return data;
          },
        ],
      },
      fields: [{ name: 'title', type: 'text' }],
    },
  ],
});

const expectUnavailable = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toStrictEqual({
    errors: [{ name: 'ServiceUnavailable', message: 'The database is not answering right now. Try again in a moment.' }],
  });
};

const titles = async (h: Harness) =>
  (await h.inject({ method: 'GET', url: '/api/notes?sort=title&limit=0' })).json().docs.map((d: { title: string }) => d.title);

describe('postgres: a dropped connection', () => {
  const name = uniqueApplicationName('dropped');
  let h: Harness;
  beforeAll(async () => {
    // Idle connections are kept (idleTimeout 0), so there are some to terminate however slow the machine is.
    h = await startAtrium('postgres', config, undefined, { applicationName: name, idleTimeout: 0 });
  });
  afterAll(async () => {
    cutDuringCreate = undefined;
    await h?.close();
  });

  it('does not end the process when its idle connections are terminated, and recovers by itself', async () => {
    expect((await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'before' } })).statusCode).toBe(201);
    expect(await backendCount(name)).toBeGreaterThan(0);
    await terminateBackends(name);
    // A request may still meet a connection whose end the pool has not heard of yet: that one is a 503.
    for (;;) {
      const res = await h.inject({ method: 'GET', url: '/api/notes' });
      if (res.statusCode === 200) break;
      expectUnavailable(res);
    }
    expect(await titles(h)).toStrictEqual(['before']);
  });

  it('answers 503 with Retry-After while its backends keep being terminated, then serves again', async () => {
    cutDuringCreate = name;
    for (const title of ['cut 1', 'cut 2', 'cut 3']) {
      expectUnavailable(await h.inject({ method: 'POST', url: '/api/notes', payload: { title } }));
    }
    cutDuringCreate = undefined;
    expect((await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'after' } })).statusCode).toBe(201);
    expect(await titles(h)).toStrictEqual(['after', 'before']);
  });
});

describe('postgres: a stalled database', () => {
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await startTcpProxy(postgresTarget());
  });
  afterEach(() => proxy.resume());
  afterAll(async () => proxy?.close());

  const throughProxy = () => postgresURL({ port: proxy.port });

  it('answers 503 with Retry-After within the timeouts instead of hanging, and recovers when it answers again', async () => {
    const h = await startAtrium('postgres', config, undefined, {
      connectionString: throughProxy(),
      // Small enough to keep the test short, large enough for a loaded machine's ordinary statements.
      connectTimeout: 2_500,
      queryTimeout: 2_500,
    });
    try {
      expect((await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'before' } })).statusCode).toBe(201);
      proxy.pause();
      expectUnavailable(await h.inject({ method: 'GET', url: '/api/notes' }));
      expectUnavailable(await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'stalled' } }));
      proxy.resume();
      expect((await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'after' } })).statusCode).toBe(201);
      expect(await titles(h)).toStrictEqual(['after', 'before']);
    } finally {
      proxy.resume();
      await h.close();
    }
  });

  it('closes while a statement waits on the stalled database', async () => {
    // No query timeout: only close's own deadline can end the wait.
    const h = await startAtrium('postgres', config, undefined, {
      connectionString: throughProxy(),
      queryTimeout: 0,
      closeTimeout: 200,
    });
    try {
      expect((await h.inject({ method: 'GET', url: '/api/notes' })).statusCode).toBe(200);
      proxy.pause();
      const waiting = h.inject({ method: 'GET', url: '/api/notes' });
      await waitFor(() => proxy.held() > 0);
      await h.app.close();
      expectUnavailable(await waiting);
    } finally {
      proxy.resume();
      await h.close();
    }
  });
});

describe('postgres: a failed commit', () => {
  let h: Harness;
  const logged: string[] = [];
  beforeAll(async () => {
    h = await startAtrium('postgres', config, {
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    // A check PostgreSQL runs at COMMIT (a deferred constraint trigger), so the commit itself fails.
    await withClient(async (c) => {
      await c.query(`SET search_path TO "${h.schema}"`);
      await c.query(`CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.data->>'title' = 'refused' THEN RAISE EXCEPTION 'the commit-time check refused this note'; END IF;
          RETURN NULL;
        END $$`);
      await c.query(`CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON notes
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit()`);
    });
  });
  afterAll(async () => h?.close());

  it('logs the reason the database gave, not that the transaction was not open', async () => {
    const res = await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'refused' } });
    expect(res.statusCode).toBe(500);
    const log = logged.join('\n');
    expect(log).toContain('the commit-time check refused this note');
    expect(log).not.toContain('is not open');
    expect(await titles(h)).toStrictEqual([]);
  });
});
