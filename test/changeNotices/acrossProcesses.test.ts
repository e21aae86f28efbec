import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema } from '../helpers/database.ts';
import { postgresURL, uniqueApplicationName, waitFor, withClient } from '../outage/backends.ts';

// PostgreSQL only: two servers on one SQLite file are covered by test/rest/responseCache (data_version); here the
// other server's commits are heard as notices on a listening connection, which can be lost.

const here = dirname(fileURLToPath(import.meta.url));

type Server = { process: ChildProcess; url: string; name: string; exited: Promise<unknown> };

/** Starts noticeServer.ts in its own process on `schema`, its connections named `name`; resolves once it listens. */
function startServer(schema: string, name: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'noticeServer.ts')], {
    env: { ...process.env, ATRIUM_PG_URL: postgresURL(), ATRIUM_PG_SCHEMA: schema, ATRIUM_PG_NAME: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const handleOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/ATRIUM_READY (\S+)/);
      if (match) resolve({ process: child, url: match[1], name, exited });
    };
    child.stdout.on('data', handleOutput);
    child.stderr.on('data', handleOutput);
    void exited.then((code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
}

type Answer = { status: number; cache: string | null; body: string };

async function call(server: Server, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, cache: res.headers.get('x-atrium-cache'), body: await res.text() };
}

const list = '/api/notes?sort=title&limit=0&depth=0';
const titles = (answer: Answer): string[] => JSON.parse(answer.body).docs.map((doc: { title: string }) => doc.title);

/** The pid of the server's listening connection, once it has one. */
const listenerPid = (server: Server) =>
  withClient(async (client) => {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
      `${server.name}:listen`,
    ]);
    return rows[0]?.pid as number | undefined;
  });

describe('postgres: the response cache across two server processes on one schema', () => {
  let schema: { schema: string; drop: () => Promise<void> };
  const servers: Server[] = [];
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    schema = await createTestSchema('notices');
    // One after the other: the first creates the tables.
    a = await startServer(schema.schema, uniqueApplicationName('cache-a'));
    servers.push(a);
    b = await startServer(schema.schema, uniqueApplicationName('cache-b'));
    servers.push(b);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) {
      if (server.process.exitCode === null && server.process.signalCode === null) {
        server.process.kill('SIGTERM');
        await server.exited;
      }
    }
    await schema?.drop();
  });

  /** Reads `list` through `server` until an answer comes from the cache, and returns it. */
  const warm = async (server: Server) => {
    let answer = await call(server, 'GET', list);
    await waitFor(async () => {
      answer = await call(server, 'GET', list);
      return answer.cache === 'hit';
    });
    return answer;
  };

  it('answers from the cache until the other server writes, and the next read after its answer sees the write', async () => {
    expect((await call(b, 'POST', '/api/notes', { title: 'first' })).status).toBe(201);
    const first = await call(a, 'GET', list);
    const again = await call(a, 'GET', list);
    expect(again.cache).toBe('hit');
    expect(again.body).toBe(first.body);
    for (let round = 0; round < 5; round++) {
      const [writer, reader] = round % 2 === 0 ? [b, a] : [a, b];
      await warm(reader);
      expect((await call(writer, 'POST', '/api/notes', { title: `round ${round}` })).status).toBe(201);
      const after = await call(reader, 'GET', list);
      expect(after.cache).toBe('miss');
      expect(titles(after)).toContain(`round ${round}`);
    }
  });

  it('keeps its entries when a write on the other server rolls back', async () => {
    const before = await warm(a);
    const failed = await call(b, 'POST', '/api/failures', { title: 'roll back' });
    expect(failed.status).toBe(500);
    expect(JSON.parse((await call(b, 'GET', '/api/failures')).body).totalDocs).toBe(0);
    const after = await call(a, 'GET', list);
    expect(after.cache).toBe('hit');
    expect(after.body).toBe(before.body);
  });

  it('serves nothing stale while its listening connection is gone, and caches again once it listens anew', async () => {
    await warm(a);
    const lost = await listenerPid(a);
    expect(lost).toBeTypeOf('number');
    await withClient((client) => client.query('SELECT pg_terminate_backend($1)', [lost]));
    expect((await call(b, 'POST', '/api/notes', { title: 'while not listening' })).status).toBe(201);
    const after = await call(a, 'GET', list);
    expect(after.cache).not.toBe('hit');
    expect(titles(after)).toContain('while not listening');

    await waitFor(async () => {
      const pid = await listenerPid(a);
      return pid !== undefined && pid !== lost;
    });
    await warm(a);
    expect((await call(b, 'POST', '/api/notes', { title: 'listening again' })).status).toBe(201);
    const fresh = await call(a, 'GET', list);
    expect(fresh.cache).toBe('miss');
    expect(titles(fresh)).toContain('listening again');
  });
});
