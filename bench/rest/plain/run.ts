import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAtrium, type DatabaseAdapter } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer } from '@atrium/server';
import autocannon from 'autocannon';
import pg from 'pg';
import type { LoadOptions } from '../load.ts';
import { plainConfig } from './config.ts';
import { type BenchDatabase, seedPlain } from './seed.ts';

export type PlainOptions = {
  db: 'sqlite' | 'postgres';
  posts: number;
  load: LoadOptions;
  /** PostgreSQL server; the bench works in a fresh schema of its own and drops it afterwards. */
  postgresURL: string;
  /** Also time single reads on the server (first page, deep pages, counts): on by default from 100,000 posts. */
  probes: boolean;
  keep: boolean;
  /** A database kept by an earlier run with `keep` (a SQLite file or a PostgreSQL schema): measured as it is, not seeded. */
  reuse?: string;
};

export type PlainRead = { read: string; rps: number; p50: number; p99: number; serverMs: number };
export type Probe = { probe: string; path: string; firstMs: number; medianMs: number; maxMs: number; totalDocs?: number };

/** Issue 21's four reads, with the response cache off. */
export function plainReads(someID: string | number): { name: string; path: string }[] {
  return [
    { name: 'list depth 0', path: '/api/posts?limit=10&depth=0' },
    { name: 'filter + sort', path: '/api/posts?where[status][equals]=published&sort=-publishedAt&limit=25' },
    { name: 'like search', path: '/api/posts?where[title][like]=some&limit=10' },
    { name: 'by id depth 2', path: `/api/posts/${someID}?depth=2` },
  ];
}

/**
 * The "uncached reads" section of `bench:rest`: seeds the plain config on SQLite or PostgreSQL, serves it in this
 * process with `responseCache: false` and drives each read with autocannon from a worker thread. Server time is
 * `reply.elapsedTime`, what the request log records, taken in an `onResponse` hook.
 */
export async function runPlain(options: PlainOptions, log: (line: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-plain-'));
  const schema = options.reuse ?? `atrium_bench_${randomBytes(4).toString('hex')}`;
  const database: BenchDatabase =
    options.db === 'postgres'
      ? { kind: 'postgres', url: options.postgresURL, schema }
      : { kind: 'sqlite', filename: options.reuse ?? join(dir, 'bench.db') };
  const adapter = (): DatabaseAdapter =>
    database.kind === 'postgres'
      ? postgresAdapter({ connectionString: database.url, schema: database.schema })
      : sqliteAdapter({ filename: database.filename });
  const secret = randomBytes(32).toString('hex');
  try {
    const started = performance.now();
    if (!options.reuse) {
      const seeding = await createAtrium({ ...plainConfig, db: adapter(), secret });
      try {
        await seedPlain(seeding, database, options.posts, log);
      } finally {
        await seeding.destroy();
      }
    }
    const atrium = await createAtrium({ ...plainConfig, db: adapter(), secret });
    if (database.kind === 'postgres') await onPostgres(database, (client) => client.query(`VACUUM ANALYZE "${schema}".posts`));
    if (!options.reuse)
      log(
        `Seeded ${options.posts.toLocaleString('en')} posts on ${options.db} in ${((performance.now() - started) / 1000).toFixed(1)} s (indexes built, statistics taken)`,
      );

    const app = await createServer(atrium, { responseCache: false, rateLimit: false, jobs: false });
    const serverTimes = new Map<string, number[]>();
    app.addHook('onResponse', async (request, reply) => {
      const times = serverTimes.get(request.url);
      if (times) times.push(reply.elapsedTime);
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // The first post (the earliest `publishedAt`), found by its slug: a short page, so nothing is counted and the
      // probes' first reads find nothing kept.
      const first = await fetch(`${url}/api/posts?where[slug][equals]=post-1&limit=2&depth=0`);
      const someID = (await first.json()).docs[0].id;
      // Single reads first, on the fresh server: their first time is a first time, nothing counted by the load below.
      const probes = options.probes ? await runProbes(url, options.posts, serverTimes, log) : [];
      const reads: PlainRead[] = [];
      for (const { name, path } of plainReads(someID)) {
        const shape = { url: url + path, connections: options.load.connections, workers: 1 };
        if (options.load.warmup > 0) await autocannon({ ...shape, duration: options.load.warmup });
        const times: number[] = [];
        serverTimes.set(path, times);
        const result = await autocannon({ ...shape, duration: options.load.duration });
        serverTimes.delete(path);
        if (result.non2xx > 0 || result.errors > 0)
          throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        reads.push({
          read: name,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          serverMs: median(times),
        });
        log(`${name}: ${Math.round(result.requests.average)} req/s`);
      }
      return { reads, probes };
    } finally {
      await app.close();
    }
  } finally {
    if (!(options.keep && !options.reuse && database.kind === 'sqlite')) rmSync(dir, { recursive: true, force: true });
    if (options.reuse) log(`Left ${options.reuse} as it was found`);
    else if (options.keep)
      log(`Kept ${database.kind === 'postgres' ? `schema ${schema}` : database.filename} (measure it again with --reuse)`);
    else if (database.kind === 'postgres')
      await onPostgres(database, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  }
}

/** Single reads one after another, each timed on the server: the first time, then the median of up to 15 more. */
async function runProbes(url: string, posts: number, serverTimes: Map<string, number[]>, log: (line: string) => void) {
  const middle = Math.max(2, Math.floor(posts / 10 / 2));
  const published = 'where[status][equals]=published';
  const list: [string, string][] = [
    ['first page', '/api/posts?limit=10&depth=0'],
    // Before the exact reads below, so that their first time counts nothing kept by those.
    ['filtered and sorted page, estimated count', `/api/posts?${published}&sort=-publishedAt&limit=25&depth=0&estimate=true`],
    ['count, filtered, estimated', `/api/posts/count?${published}&estimate=true`],
    ['filtered and sorted page', `/api/posts?${published}&sort=-publishedAt&limit=25&depth=0`],
    [`deep page (${middle.toLocaleString('en')} of 10)`, `/api/posts?limit=10&depth=0&page=${middle}`],
    ['the page after it', `/api/posts?limit=10&depth=0&page=${middle + 1}`],
    [`deep page, filtered and sorted`, `/api/posts?${published}&sort=-publishedAt&limit=10&depth=0&page=${middle}`],
    ['count, all', '/api/posts/count'],
    ['count, filtered', `/api/posts/count?${published}`],
  ];
  const probes: Probe[] = [];
  for (const [probe, path] of list) {
    const times: number[] = [];
    serverTimes.set(path, times);
    let totalDocs: number | undefined;
    // Sixteen reads, or as many as fit in 20 s (a read that scans a million rows takes seconds).
    const until = performance.now() + 20_000;
    for (let i = 0; i < 16 && (i < 2 || performance.now() < until); i++) {
      const response = await fetch(url + path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      totalDocs = (await response.json()).totalDocs;
    }
    serverTimes.delete(path);
    const [first, ...rest] = times;
    probes.push({ probe, path, firstMs: first, medianMs: median(rest), maxMs: Math.max(...rest), totalDocs });
    log(`${probe}: first ${first.toFixed(1)} ms, then median ${median(rest).toFixed(1)} ms`);
  }
  return probes;
}

async function onPostgres(database: Extract<BenchDatabase, { kind: 'postgres' }>, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
