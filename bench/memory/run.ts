/**
 * `npm run bench:memory`: does a stream of distinct invalid anonymous queries make the server keep memory?
 * Starts the demo server in a child process (`--expose-gc`), warms it up with valid and invalid requests,
 * measures its resident set size after a full collection, sends 20,000 distinct invalid queries (unknown
 * operators with long unique names, unknown paths, the same through `X-HTTP-Method-Override: GET`), collects
 * again and prints the growth. Exits with status 1 when the growth reaches the limit (20 MB by default) or a
 * request is not answered with a 400.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const env = (name: string, fallback: string) => process.env[`BENCH_${name.toUpperCase()}`] ?? fallback;
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: env('requests', '20000') },
    connections: { type: 'string', default: env('connections', '16') },
    'operator-kb': { type: 'string', default: env('operator_kb', '14') },
    'override-kb': { type: 'string', default: env('override_kb', '64') },
    'limit-mb': { type: 'string', default: env('limit_mb', '20') },
  },
});
const total = Number(args.requests);
const connections = Number(args.connections);
const operatorBytes = Number(args['operator-kb']) * 1024;
const overrideBytes = Number(args['override-kb']) * 1024;
const limitMB = Number(args['limit-mb']);

type Measured = { rss: number; heapUsed: number; external: number };
type Message = { type: 'ready'; port: number } | ({ type: 'measured' } & Measured);

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A unique name of about `bytes` characters: the index first, so no two share a prefix the server might cut to. */
function uniqueName(i: number, bytes: number): string {
  const head = `n${i}x`;
  return head + 'abcdefghijklmnopqrstuvwxyz'.repeat(Math.ceil(bytes / 26)).slice(0, Math.max(0, bytes - head.length));
}

/** The i-th invalid request: three kinds in turn, each distinct from every other. */
function invalidRequest(base: string, i: number): { url: string; init: RequestInit } {
  switch (i % 3) {
    case 0: // an unknown operator with a long unique name (the reproduction)
      return { url: `${base}/posts/count?where[title][${uniqueName(i, operatorBytes)}]=1`, init: {} };
    case 1: // an unknown where path, unique, over and under the path length limit by turns
      return { url: `${base}/posts?where[${uniqueName(i, i % 2 ? 150 : 4000)}][equals]=1`, init: {} };
    default: // an unknown operator sent in the body of a POST that asks to be a GET
      return {
        url: `${base}/posts`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-http-method-override': 'GET' },
          body: `where[title][${uniqueName(i, overrideBytes)}]=1`,
        },
      };
  }
}

function startServer(
  db: string,
): Promise<{ child: ChildProcess; port: number; measure: () => Promise<Measured & { stderrBytes: number }> }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, BENCH_DB: db },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  // The server's warnings are read and dropped, so a full pipe never stalls it.
  let stderrBytes = 0;
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrBytes += chunk.length;
  });
  const next = (type: Message['type']) =>
    new Promise<Message>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`the server exited (code ${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const measure = async () => {
    const measured = next('measured');
    child.send({ type: 'measure' });
    const { rss, heapUsed, external } = (await measured) as Measured;
    return { rss, heapUsed, external, stderrBytes };
  };
  return next('ready').then((ready) => ({ child, port: (ready as { port: number }).port, measure }));
}

/** Sends requests `from`..`to` with `connections` in flight; counts the answers that are not 400. */
async function send(base: string, from: number, to: number, make = invalidRequest): Promise<number> {
  let nextIndex = from;
  let unexpected = 0;
  const worker = async () => {
    while (nextIndex < to) {
      const { url, init } = make(base, nextIndex++);
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (response.status !== 400) unexpected++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return unexpected;
}

const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-memory-'));
const server = await startServer(join(dir, 'bench.db'));
const base = `http://127.0.0.1:${server.port}/api`;
try {
  // Warm-up: the code paths, the translators and the connection pool exist before the first measure.
  for (let i = 0; i < 200; i++) await (await fetch(`${base}/posts?limit=2&page=${(i % 3) + 1}`)).arrayBuffer();
  await send(base, -3000, 0, (b, i) => invalidRequest(b, i));
  const before = await server.measure();
  const started = performance.now();
  const unexpected = await send(base, 1, total + 1);
  const seconds = (performance.now() - started) / 1000;
  const after = await server.measure();
  const growth = after.rss - before.rss;
  console.log(
    [
      `${total.toLocaleString('en')} distinct invalid anonymous queries in ${seconds.toFixed(0)} s (${connections} connections;`,
      `operators of ${args['operator-kb']} KB in the query string and ${args['override-kb']} KB by method override, paths of 150 and 4,000 characters)`,
      `RSS after GC:  ${mb(before.rss)} → ${mb(after.rss)}  (growth ${mb(growth)}, limit ${limitMB} MB)`,
      `heap used:     ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
      `server stderr: ${mb(after.stderrBytes)} written during the run and the warm-up`,
    ].join('\n'),
  );
  if (unexpected > 0) console.error(`${unexpected} requests were not answered with 400.`);
  process.exitCode = unexpected > 0 || growth >= limitMB * MB ? 1 : 0;
} finally {
  server.child.send({ type: 'stop' });
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
