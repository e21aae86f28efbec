/**
 * `npm run bench:rest`: seeds a fresh SQLite database with the demo site, serves it from a child process and
 * drives each REST route with autocannon; every read is also replayed against a bare Fastify server that
 * answers the same bytes from memory, so the ratio shows what Atrium's work costs over plain HTTP. Then the
 * uncached reads of issue 21 on the plain config (`plain/`), on SQLite and PostgreSQL; `--db` runs only those,
 * on one database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureAdminBuilt } from '@atrium/admin/build';
import { openDemo } from '@atrium/demo/open';
import { seed } from '@atrium/demo/seed';
import { ensureServerBuilt, serverEntry } from '../../scripts/build.mjs';
import { type LoadOptions, measure } from './load.ts';
import { runPlain } from './plain/run.ts';
import { freePort, peakRssMiB, spawnNode, spawnTs, waitUntilReady } from './processes.ts';
import { benchRoutes, type Route, type RouteFixtures } from './routes.ts';
import { type Row, renderPlainTable, renderProbeTable, renderSignedInTable, renderTable, type SignedInRow } from './table.ts';

// Flags win over BENCH_* variables; the variables exist because `npm run bench:rest -- --flag` loses flags
// when the root script does not forward them.
const env = (name: string, fallback: string) => process.env[`BENCH_${name.toUpperCase()}`] ?? fallback;
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    posts: { type: 'string', default: env('posts', '10000') },
    duration: { type: 'string', default: env('duration', '8') },
    warmup: { type: 'string', default: env('warmup', '2') },
    connections: { type: 'string', default: env('connections', '10') },
    only: { type: 'string', default: process.env.BENCH_ONLY },
    keep: { type: 'boolean', default: process.env.BENCH_KEEP === 'true' },
    db: { type: 'string', default: process.env.BENCH_DB },
    probes: { type: 'boolean', default: process.env.BENCH_PROBES === 'true' },
    reuse: { type: 'string', default: process.env.BENCH_REUSE },
  },
});
if (positionals.length > 0) {
  console.error(
    `Unexpected arguments: ${positionals.join(' ')}. npm took the flags; run \`npm run rest -w @atrium/bench -- --duration 4\` or set BENCH_DURATION=4.`,
  );
  process.exit(2);
}
if (args.db !== undefined && args.db !== 'sqlite' && args.db !== 'postgres') {
  console.error(`--db is sqlite or postgres, not ${args.db}`);
  process.exit(2);
}
const load: LoadOptions = { duration: Number(args.duration), warmup: Number(args.warmup), connections: Number(args.connections) };
const postCount = Number(args.posts);
const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
const database = { kind: 'sqlite' as const, filename: join(dir, 'bench.db') };
const secret = randomBytes(32).toString('hex');

/** Seeds the database in this process, then closes it so the server child owns the file. */
async function prepare(): Promise<RouteFixtures> {
  // The uploads folder the server children find beside the database (the demo's `<data folder>/uploads`).
  const atrium = await openDemo({ database, secret, uploadsDir: join(dir, 'uploads') });
  try {
    const started = performance.now();
    await seed(atrium, { posts: postCount });
    console.log(`Seeded ${postCount} posts in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.filename})`);
    const recent = await atrium.find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      sort: '-publishedAt',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    });
    const docs = recent.docs as Array<{ id: string | number; relatedPosts?: unknown[] }>;
    // By-id reads a post with related posts, so depth 2 has something to populate.
    const byId = (docs.find((d) => (d.relatedPosts?.length ?? 0) > 0) ?? docs[0]).id;
    const updateId = docs[docs.length - 1].id;
    const categories = await atrium.find({ collection: 'categories', limit: 0, depth: 0, overrideAccess: true });
    const media = await atrium.find({ collection: 'media', limit: 0, depth: 0, overrideAccess: true });
    const categoryIds = Object.fromEntries(
      (categories.docs as Array<{ id: string | number; slug: string }>).map((c) => [c.slug, c.id]),
    );
    // A staff user with an API key: signed-in reads and every write use their credentials.
    const apiKey = randomBytes(24).toString('hex');
    const email = 'bench@waymark.example';
    const password = randomBytes(12).toString('hex');
    await atrium.create({
      collection: 'users',
      data: { email, password, name: 'Bench Editor', roles: ['editor'], enableAPIKey: true, apiKey },
      overrideAccess: true,
    });
    const { token } = await atrium.login({ collection: 'users', data: { email, password } });
    return {
      byId,
      updateId,
      credentials: { jwt: token, apiKey },
      refs: {
        categories: categoryIds,
        media: media.docs.map((m) => m.id as string | number),
        earlierPosts: docs.map((d) => d.id),
      },
    };
  } finally {
    await atrium.destroy();
  }
}

/** Serves the same bytes from a bare Fastify child and measures it like the real route. */
async function measureBare(route: Route, body: Buffer, contentType: string): Promise<number> {
  const port = await freePort();
  const bodyFile = join(dir, 'bare-body');
  writeFileSync(bodyFile, body);
  const path = route.path.split('?')[0];
  const bare = spawnTs(fileURLToPath(new URL('./bare.ts', import.meta.url)), {
    PORT: String(port),
    BARE_PATH: path,
    BARE_BODY_FILE: bodyFile,
    BARE_CONTENT_TYPE: contentType,
  });
  try {
    await waitUntilReady(bare, `http://127.0.0.1:${port}/__ready`);
    const result = await measure(`http://127.0.0.1:${port}`, route, load);
    // A baseline that fails would make every ratio meaningless, so it is an error, not a footnote.
    if (result.non2xx + result.errors > 0)
      throw new Error(`bare server for ${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.requestsPerSec;
  } finally {
    await bare.stop();
  }
}

async function main(): Promise<number> {
  const demo = args.db === undefined ? await demoSuite() : 0;
  const databases = args.db === undefined ? (['sqlite', 'postgres'] as const) : [args.db as 'sqlite' | 'postgres'];
  for (const db of databases) {
    console.log(`\nUncached reads, plain config, ${db}:`);
    const { reads, probes } = await runPlain(
      {
        db,
        posts: postCount,
        load,
        postgresURL: process.env.ATRIUM_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        probes: args.probes || postCount >= 100_000,
        keep: args.keep,
        reuse: args.reuse,
      },
      (line) => console.log(line),
    );
    console.log(
      `\nUncached reads on ${db}, ${postCount} posts, ${load.connections} connections, ${load.warmup} s warm-up, ${load.duration} s each\n`,
    );
    console.log(renderPlainTable(reads));
    if (probes.length > 0)
      console.log(`\nSingle reads on ${db}, server time (reply.elapsedTime):\n\n${renderProbeTable(probes)}`);
  }
  return demo;
}

/** The demo site's routes, cached and not, against bare HTTP, signed in and not, then the writes. */
async function demoSuite(): Promise<number> {
  // The server runs as `npm start` runs it: its built bundle.
  if ((await ensureServerBuilt()) === 'built') console.log('Built the server.');
  // Built here, once: two server children finding no admin would each build it.
  if ((await ensureAdminBuilt()) === 'built') console.log('Built the admin panel.');
  const fixtures = await prepare();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const startServer = (serverPort: number, responseCache: 'on' | 'off') =>
    spawnNode([serverEntry], {
      PORT: String(serverPort),
      DATABASE_URL: `file:${database.filename}`,
      ATRIUM_SECRET: secret,
      // Request logging to a pipe would be measured too; the benchmark is about the API itself.
      ATRIUM_LOG: 'false',
      ATRIUM_RESPONSE_CACHE: responseCache,
    });
  const server = startServer(port, 'on');
  // A second server on the same file with the response cache off measures the full pipeline of every read.
  const uncachedPort = await freePort();
  const uncachedOrigin = `http://127.0.0.1:${uncachedPort}`;
  const uncached = startServer(uncachedPort, 'off');
  const rows: Row[] = [];
  const signedInRows: SignedInRow[] = [];
  const compared: Route[] = [];
  const rounds = 3;
  // Shorter runs, three times over: the median of three interleaved runs says more than one long run.
  const roundLoad: LoadOptions = { ...load, duration: Math.max(2, Math.round(load.duration / 2)), warmup: 1 };
  let peak: number | null = null;
  try {
    await waitUntilReady(server, `${origin}/api/posts/count`);
    await waitUntilReady(uncached, `${uncachedOrigin}/api/posts/count`);
    const routes = benchRoutes(fixtures).filter((r) => !args.only || r.name.includes(args.only));
    let comparedDone = false;
    const runCompared = async () => {
      if (comparedDone) return;
      comparedDone = true;
      // Signed-in reads against the same read as nobody, in interleaved rounds (nobody, JWT, API key, then again),
      // so drift of the shared machine hits every variant alike; each figure is the median of its rounds.
      for (const name of [...new Set(compared.map((r) => r.repeats!))]) {
        const variants = compared.filter((r) => r.repeats === name);
        const samples = new Map<Route, { cached: number[]; uncached: number[]; failures: number }>(
          variants.map((v) => [v, { cached: [], uncached: [], failures: 0 }]),
        );
        process.stdout.write(`${name}: nobody / JWT / API key, ${rounds} rounds… `);
        for (let round = 0; round < rounds; round++) {
          for (const [target, key] of [
            [origin, 'cached'],
            [uncachedOrigin, 'uncached'],
          ] as const) {
            for (const variant of variants) {
              const result = await measure(target, variant, roundLoad);
              const sample = samples.get(variant)!;
              sample[key].push(result.requestsPerSec);
              sample.failures += result.non2xx + result.errors;
            }
          }
        }
        const nobody = samples.get(variants.find((v) => v.signedInAs === 'nobody')!)!;
        for (const variant of variants) {
          if (variant.signedInAs === 'nobody') continue;
          const sample = samples.get(variant)!;
          signedInRows.push({
            route: name,
            as: variant.signedInAs as 'JWT' | 'API key',
            rps: median(sample.cached),
            anonymousRps: median(nobody.cached),
            uncachedRps: median(sample.uncached),
            anonymousUncachedRps: median(nobody.uncached),
            failures: sample.failures + nobody.failures,
          });
        }
        console.log('done');
      }
    };
    for (const route of routes) {
      // Writes change what reads return, so every read, compared ones included, is done before the first write.
      if (!route.read) await runCompared();
      process.stdout.write(`${route.name}… `);
      let bareRps: number | undefined;
      let captured: { body: Buffer; contentType: string } | undefined;
      if (route.signedInAs) {
        compared.push(route);
        console.log('(compared in rounds below)');
        continue;
      }
      if (route.read) {
        const response = await fetch(origin + route.path, { headers: route.headers });
        if (!response.ok)
          throw new Error(`${route.name}: GET ${route.path} answered ${response.status}: ${await response.text()}`);
        captured = {
          body: Buffer.from(await response.arrayBuffer()),
          contentType: response.headers.get('content-type') ?? 'application/json',
        };
      }
      const result = await measure(origin, route, load);
      let uncachedRps: number | undefined;
      if (captured) {
        const cold = await measure(uncachedOrigin, route, load);
        if (cold.non2xx + cold.errors > 0)
          throw new Error(`${route.name} without the cache: ${cold.non2xx} non-2xx, ${cold.errors} errors`);
        uncachedRps = cold.requestsPerSec;
        bareRps = await measureBare(route, captured.body, captured.contentType);
      }
      rows.push({
        route: route.name,
        rps: result.requestsPerSec,
        p50: result.p50,
        p99: result.p99,
        bareRps,
        uncachedRps,
        failures: result.non2xx + result.errors,
      });
      console.log(`${Math.round(result.requestsPerSec)} req/s${captured ? ` (${captured.body.length} bytes)` : ''}`);
    }
    await runCompared();
    peak = peakRssMiB(server.process.pid);
  } finally {
    await server.stop();
    await uncached.stop();
    if (!args.keep) rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\n${load.connections} connections, ${load.warmup} s warm-up, ${load.duration} s per route, ${postCount} posts on SQLite\n`,
  );
  console.log(renderTable(rows));
  console.log(
    `\nSigned in: the same published posts read as nobody, with a JWT and with an API key (median of ${rounds} interleaved rounds):\n`,
  );
  console.log(renderSignedInTable(signedInRows));
  console.log(`\nServer peak RSS (VmHWM): ${peak === null ? 'unavailable' : `${peak.toFixed(0)} MiB`}`);
  const failed = [...rows, ...signedInRows].filter((r) => r.failures > 0);
  if (failed.length > 0) console.error(`\nNon-2xx responses or errors on: ${failed.map((r) => r.route).join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  },
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
