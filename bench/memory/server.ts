/**
 * The server `npm run bench:memory` measures: the demo (its config, a seeded SQLite file) served by
 * `createServer`, in a process started with `--expose-gc` and an IPC channel, so the driver can ask for a full
 * collection and read the resident set size afterwards without putting a route of its own on the server.
 */

import { dirname, join } from 'node:path';
import { openDemo } from '@atrium/demo/open';
import { seed } from '@atrium/demo/seed';
import { createServer } from '@atrium/server';

type Measured = { rss: number; heapUsed: number; external: number };

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('start this file with --expose-gc and an IPC channel (bench/memory/run.ts does)');

/** Collects until the heap stops shrinking (finalizers can free more on a second pass), then measures. */
function collect(): Measured {
  let previous = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    gc!();
    const used = process.memoryUsage().heapUsed;
    if (used >= previous) break;
    previous = used;
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

const filename = process.env.BENCH_DB;
if (!filename) throw new Error('BENCH_DB names the SQLite file');
const atrium = await openDemo({
  database: { kind: 'sqlite', filename },
  secret: 'bench-memory-secret-0123456789abcdef',
  uploadsDir: join(dirname(filename), 'uploads'),
});
await seed(atrium, { posts: 24 });
const server = await createServer(atrium, { logger: false });
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message: { type: string }) => {
  if (message.type === 'measure') process.send!({ type: 'measured', ...collect() });
  if (message.type === 'stop') void server.close().then(() => process.exit(0));
});
process.send({ type: 'ready', port });
