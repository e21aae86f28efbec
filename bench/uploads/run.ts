/**
 * `npm run bench:uploads`: how fast the server takes photographs over HTTP, and how much memory it needs to.
 * Generates one 12-megapixel JPEG of about 5 MB with sharp, starts a server in a child process (`server.ts`: an
 * upload collection cutting three image sizes, SQLite and the files in a temp folder), then posts the photo
 * 100 times as `multipart/form-data` (the file in `file`, the alt text in `_payload`, as Payload's clients send
 * them), a few uploads in flight at once. Prints the throughput in MB/s of uploaded files, the latency of an
 * upload, and the server's resident memory through the run (sampled every 50 ms from /proc) with its peak
 * (`VmHWM`). Exits with status 1 when an upload fails or lacks a size, or the peak reaches the budget (300 MB).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, openAsBlob, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makePhoto } from './photo.ts';

const env = (name: string, fallback: string) => process.env[`BENCH_${name.toUpperCase()}`] ?? fallback;
const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: env('uploads', '100') },
    concurrency: { type: 'string', default: env('concurrency', '2') },
    'photo-mb': { type: 'string', default: env('photo_mb', '5') },
    'budget-mb': { type: 'string', default: env('budget_mb', '300') },
    'arena-max': { type: 'string', default: env('arena_max', '2') },
    keep: { type: 'boolean', default: env('keep', 'false') === 'true' },
  },
});
const total = Number(args.uploads);
const concurrency = Number(args.concurrency);
const budgetMB = Number(args['budget-mb']);
const sizeNames = ['thumbnail', 'card', 'hero'];
const arenaMax = Number(args['arena-max']);

const MB = 1024 * 1024;

/** `VmRSS` and `VmHWM` of a live process in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * The server's environment. glibc gives libvips's threads malloc arenas of their own and hands little of them back,
 * so a process resizing images holds on to a few hundred MB it no longer uses (bench/README.md, "Uploads"):
 * `--arena-max` caps the arenas as a deployment would (`MALLOC_ARENA_MAX`); 0 leaves glibc's default.
 */
function serverEnv(db: string, uploads: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DB: db, BENCH_UPLOADS: uploads };
  if (arenaMax > 0) env.MALLOC_ARENA_MAX = String(arenaMax);
  else delete env.MALLOC_ARENA_MAX;
  return env;
}

function startServer(db: string, uploads: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: serverEnv(db, uploads),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { type: string; port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`the server exited (code ${code})`)));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-uploads-'));
const uploads = join(dir, 'photos');
mkdirSync(uploads);
const photoPath = join(dir, 'photo.jpg');
console.log(`Painting a ${args['photo-mb']} MB photograph…`);
const photo = await makePhoto(photoPath, Number(args['photo-mb']) * MB);
const server = await startServer(join(dir, 'bench.db'), uploads);
const pid = server.child.pid as number;
const url = `http://127.0.0.1:${server.port}/api/photos`;

/** One upload as a Payload client sends it; throws unless the document came back with all three sizes. */
async function upload(i: number): Promise<number> {
  const form = new FormData();
  form.append('file', await openAsBlob(photoPath, { type: 'image/jpeg' }), `market-${i}.jpg`);
  form.append('_payload', JSON.stringify({ alt: `Market stall, take ${i}` }));
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', body: form });
  const body = (await response.json()) as { doc?: { sizes?: Record<string, { filename: string | null }> } };
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload ${i} answered ${response.status}: ${JSON.stringify(body)}`);
  const missing = sizeNames.filter((name) => !body.doc?.sizes?.[name]?.filename);
  if (missing.length > 0) throw new Error(`upload ${i} has no ${missing.join(', ')} size`);
  return ms;
}

const samples: Array<{ done: number; rss: number }> = [];
let done = 0;
const idle = memoryOf(pid);
const sampler = setInterval(() => samples.push({ done, ...memoryOf(pid) }), 50);
const latencies: number[] = [];
let failure: unknown;
let next = 0;
const started = performance.now();
try {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const ms = await upload(next++);
        latencies.push(ms);
        done++;
      }
    }),
  );
} catch (error) {
  failure = error;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const end = memoryOf(pid);
const files = readdirSync(uploads).filter((name) => !name.startsWith('.')).length;
server.child.send({ type: 'stop' });
await new Promise((resolve) => server.child.once('exit', resolve));
if (!args.keep) rmSync(dir, { recursive: true, force: true });

if (failure) {
  console.error(failure instanceof Error ? failure.message : failure);
  process.exit(1);
}
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
/** The highest resident memory seen while the given share of the uploads was done. */
const rssBy = (share: number) =>
  Math.max(...samples.filter((s) => s.done <= share * total && s.done > (share - 0.25) * total).map((s) => s.rss));
const megabytes = (photo.bytes * total) / MB;
console.log(
  [
    `${total} uploads of a ${(photo.bytes / MB).toFixed(2)} MB JPEG (${photo.width}×${photo.height}, quality ${photo.quality}), three sizes each, ${concurrency} in flight, MALLOC_ARENA_MAX ${arenaMax > 0 ? arenaMax : "unset (glibc's default)"}`,
    `throughput:   ${(megabytes / seconds).toFixed(1)} MB/s (${(total / seconds).toFixed(2)} uploads/s, ${seconds.toFixed(1)} s in all)`,
    `latency:      median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, slowest ${at(1).toFixed(0)} ms`,
    `server RSS:   idle ${idle.rss.toFixed(0)} MB; highest in each quarter of the run ${[0.25, 0.5, 0.75, 1].map((q) => rssBy(q).toFixed(0)).join(' / ')} MB; at the end ${end.rss.toFixed(0)} MB`,
    `server peak:  ${end.peak.toFixed(0)} MB (VmHWM; budget ${budgetMB} MB)`,
    `files stored: ${files} (${total} originals and ${total * sizeNames.length} sizes expected)`,
  ].join('\n'),
);
process.exitCode = end.peak >= budgetMB || files !== total * (1 + sizeNames.length) ? 1 : 0;
