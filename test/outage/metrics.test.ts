import { Writable } from 'node:stream';
import type { Config } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

// Issue 21, item 7: Prometheus metrics, off by default.

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [{ slug: 'notes', access: { read: () => true, create: () => true }, fields: [{ name: 'title', type: 'text' }] }],
};

/** The value of one series in Prometheus's text format, `undefined` when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics are off by default', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium('sqlite', config);
  });
  afterAll(async () => h?.close());

  it('has no metrics route', async () => {
    expect((await h.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });
});

describe.each(dialects)('metrics on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, config, { metrics: { token: 'scrape-me' } });
  });
  afterAll(async () => h?.close());

  it('counts requests by route pattern and status, times them, and counts cache hits; only with the token', async () => {
    expect((await h.inject({ method: 'POST', url: '/api/notes', payload: { title: 'one' } })).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await h.inject({ method: 'GET', url: '/api/notes?limit=5' })).statusCode).toBe(200);
    expect((await h.inject({ method: 'GET', url: '/api/notes/999999' })).statusCode).toBe(404);

    expect((await h.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const res = await h.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer scrape-me' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(sample(text, 'atrium_http_requests_total{method="GET",route="/api/:slug",status="200"}')).toBe(3);
    expect(sample(text, 'atrium_http_requests_total{method="POST",route="/api/:slug",status="201"}')).toBe(1);
    expect(sample(text, 'atrium_http_requests_total{method="GET",route="/api/:slug/:id",status="404"}')).toBe(1);
    expect(sample(text, 'atrium_http_request_duration_seconds_count{method="GET",route="/api/:slug"}')).toBe(3);
    // The response cache: the first list read runs, the next two are answered from memory.
    expect(sample(text, 'atrium_response_cache_lookups_total{result="miss"}')).toBe(1);
    expect(sample(text, 'atrium_response_cache_lookups_total{result="hit"}')).toBe(2);
    if (dialect === 'postgres') {
      // PostgreSQL's pool: some connection is open, and nobody is waiting for one.
      expect(sample(text, 'atrium_db_pool_connections{state="open"}')).toBeGreaterThan(0);
      expect(sample(text, 'atrium_db_pool_connections{state="waiting"}')).toBe(0);
    }
    expect(sample(text, 'atrium_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('keeps the name for itself: a collection cannot be called metrics', async () => {
    await expect(
      startAtrium(dialect, { collections: [{ slug: 'metrics', fields: [{ name: 'title', type: 'text' }] }] }),
    ).rejects.toThrow(/metrics/);
  });
});

describe('request logs', () => {
  let h: Harness;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    h = await startAtrium(
      'sqlite',
      { ...config, collections: [...(config.collections ?? []), { slug: 'users', auth: { verify: true }, fields: [] }] },
      { logger: { level: 'info', stream }, requestLogs: true },
    );
  });
  afterAll(async () => h?.close());

  it('logs one structured line per request with its timing, and no query string or token from the address', async () => {
    expect((await h.inject({ method: 'GET', url: '/api/notes?where[title][equals]=secret-word' })).statusCode).toBe(200);
    await h.inject({ method: 'POST', url: '/api/users/verify/a-token-to-keep-out-of-logs' });
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/notes', route: '/api/:slug', status: 200, cache: 'miss' });
    expect(requests[0].ms).toBeTypeOf('number');
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/api/users/verify/:token', route: '/api/users/verify/:token' });
    expect(JSON.stringify(lines)).not.toMatch(/secret-word|a-token-to-keep-out-of-logs/);
  });
});
