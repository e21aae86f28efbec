import type { Config } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';
import { postgresTarget, postgresURL } from './backends.ts';

// Issue 21, item 7: liveness (`GET /api/health`: the process answers) and readiness (`GET /api/health/ready`: the
// database answers too), for load balancers and orchestrators.

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [{ slug: 'notes', fields: [{ name: 'title', type: 'text' }] }],
};

describe.each(dialects)('health on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, config);
  });
  afterAll(async () => h?.close());

  it('answers liveness and readiness with 200, uncached and without credentials', async () => {
    const live = await h.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toStrictEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await h.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toStrictEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('keeps the name for itself: a collection cannot be called health', async () => {
    await expect(
      startAtrium(dialect, { collections: [{ slug: 'health', fields: [{ name: 'title', type: 'text' }] }] }),
    ).rejects.toThrow(/health/);
  });
});

describe('health on postgres while the database stalls', () => {
  let proxy: TcpProxy;
  let h: Harness;
  beforeAll(async () => {
    proxy = await startTcpProxy(postgresTarget());
    h = await startAtrium('postgres', config, undefined, {
      connectionString: postgresURL({ port: proxy.port }),
      connectTimeout: 2_500,
      queryTimeout: 2_500,
    });
  });
  afterAll(async () => {
    proxy?.resume();
    await h?.close();
    await proxy?.close();
  });

  it('stays live but not ready while the database does not answer, and is ready again once it does', async () => {
    expect((await h.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    proxy.pause();
    const notReady = await h.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toStrictEqual({ status: 'unavailable' });
    expect(Number(notReady.headers['retry-after'])).toBeGreaterThan(0);
    // Liveness asks nothing of the database: a stalled database is no reason to restart the server.
    const live = await h.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    proxy.resume();
    // Ready again as soon as the database answers (the pool may first meet a connection it has to replace).
    await expect
      .poll(async () => (await h.inject({ method: 'GET', url: '/api/health/ready' })).statusCode, { timeout: 20_000 })
      .toBe(200);
  });
});
