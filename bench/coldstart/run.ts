/**
 * `npm run bench:coldstart`: how long the demo server takes from being spawned to its first 200. Seeds a demo
 * database once (the demo's own seed), makes sure the server's bundle and the admin are built, then starts
 * `node apps/demo/dist/start.js` (what `npm start` runs once its freshness checks are done) again and again on
 * that database, asking `GET /api/posts?limit=1` every few milliseconds until it answers 200. Prints each run,
 * the median, the CPU time the server had used by then (what a shared machine distorts least) and its resident
 * memory. `--source` times the TypeScript entry under tsx instead (how `npm start` ran before the bundle).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureAdminBuilt } from '@atrium/admin/build';
import { openDemo } from '@atrium/demo/open';
import { seed } from '@atrium/demo/seed';
import { ensureServerBuilt, serverEntry } from '../../scripts/build.mjs';
import { freePort, peakRssMiB, rssMiB, spawnNode } from '../rest/processes.ts';

const env = (name: string, fallback: string) => process.env[`BENCH_${name.toUpperCase()}`] ?? fallback;
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: env('runs', '10') },
    posts: { type: 'string', default: env('posts', '24') },
    path: { type: 'string', default: env('path', '/api/posts?limit=1') },
    source: { type: 'boolean', default: process.env.BENCH_SOURCE === 'true' },
  },
});
const serverArgs = args.source ? ['--import', 'tsx', fileURLToPath(import.meta.resolve('@atrium/demo/start'))] : [serverEntry];
const runs = Number(args.runs);
const dir = mkdtempSync(join(tmpdir(), 'atrium-coldstart-'));
const database = join(dir, 'atrium.db');
const secret = randomBytes(32).toString('hex');

/** The status of one GET, or `undefined` when nothing listens yet. */
function status(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', () => resolve(undefined));
  });
}

type Run = { ms: number; cpu: number | null; rss: number | null; peak: number | null };

/** User plus system CPU time a live process has used, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number | null {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count the fields after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Spawns the server and times it to its first 200; the clock starts just before `spawn`. */
async function coldStart(): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${args.path}`;
  const started = performance.now();
  const server = spawnNode(serverArgs, {
    PORT: String(port),
    DATABASE_URL: `file:${database}`,
    ATRIUM_SECRET: secret,
    ATRIUM_LOG: 'false',
  });
  try {
    for (;;) {
      if (server.process.exitCode !== null)
        throw new Error(`the server exited (${server.process.exitCode}):\n${server.output()}`);
      const code = await status(url);
      if (code === 200) break;
      if (code !== undefined) throw new Error(`${url} answered ${code}:\n${server.output()}`);
      if (performance.now() - started > 60_000) throw new Error(`no answer within 60 s:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const ms = performance.now() - started;
    const { pid } = server.process;
    return { ms, cpu: cpuMs(pid), rss: rssMiB(pid), peak: peakRssMiB(pid) };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mib = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} MiB`);

async function main(): Promise<void> {
  if ((await ensureServerBuilt()) === 'built') console.log('Built the server.');
  if ((await ensureAdminBuilt()) === 'built') console.log('Built the admin panel.');
  const atrium = await openDemo({ database: { kind: 'sqlite', filename: database }, secret, uploadsDir: join(dir, 'uploads') });
  try {
    const summary = await seed(atrium, { posts: Number(args.posts) });
    console.log(`Seeded ${summary.posts} posts, ${summary.pages} pages, ${summary.media} images in ${database}`);
  } finally {
    await atrium.destroy();
  }
  // One start first that is not counted: it brings the bundle and the database into the page cache, as on a
  // machine where the server ran before.
  await coldStart();
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await coldStart();
    results.push(run);
    console.log(`run ${i + 1}: ${run.ms.toFixed(0)} ms, CPU ${run.cpu ?? 'n/a'} ms, RSS ${mib(run.rss)} (peak ${mib(run.peak)})`);
  }
  const ms = median(results.map((r) => r.ms));
  const cpu = median(results.map((r) => r.cpu ?? 0));
  const rss = median(results.map((r) => r.rss ?? 0));
  console.log(
    `\n${args.source ? 'TypeScript under tsx' : 'built JavaScript'}, spawn → first 200 of GET ${args.path}: median ${ms.toFixed(0)} ms over ${runs} runs (${results.map((r) => r.ms.toFixed(0)).join(', ')} ms); server CPU by then: median ${cpu} ms; RSS after it: median ${rss.toFixed(0)} MiB`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
