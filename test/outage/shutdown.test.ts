import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema } from '../helpers/database.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';
import { postgresTarget, postgresURL, terminateBackends, uniqueApplicationName, waitFor } from './backends.ts';

const here = dirname(fileURLToPath(import.meta.url));

type Child = { process: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/** Starts outageServer.ts in its own process and resolves once it listens. */
function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'outageServer.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const handleOutput = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', handleOutput);
  child.stderr.on('data', handleOutput);
  return new Promise((resolve, reject) => {
    const handleData = () => {
      const match = output.match(/ATRIUM_READY (\S+)/);
      if (match) resolve({ process: child, url: match[1], output: () => output, exited });
    };
    child.stdout.on('data', handleData);
    void exited.then((code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
}

// PostgreSQL only: what is tested is a connection to a database server that drops or stalls.
describe('postgres: the server process', () => {
  let proxy: TcpProxy;
  let schema: { schema: string; drop: () => Promise<void> };
  let child: Child | undefined;
  beforeAll(async () => {
    proxy = await startTcpProxy(postgresTarget());
    schema = await createTestSchema('outage');
  });
  afterEach(async () => {
    proxy.resume();
    if (child && child.process.exitCode === null && child.process.signalCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
    child = undefined;
  });
  afterAll(async () => {
    await proxy?.close();
    await schema?.drop();
  });

  it('stays alive when its connections are terminated, recovers, and finishes a SIGTERM while the database is stalled', async () => {
    const name = uniqueApplicationName('process');
    child = await startChild({
      ATRIUM_PG_URL: postgresURL({ name, port: proxy.port }),
      ATRIUM_PG_SCHEMA: schema.schema,
      ATRIUM_PG_QUERY_TIMEOUT: '2500',
      ATRIUM_PG_CONNECT_TIMEOUT: '2500',
      ATRIUM_SHUTDOWN_TIMEOUT: '60000',
    });
    const notes = `${child.url}/api/notes`;
    expect((await fetch(notes)).status).toBe(200);

    await terminateBackends(name);
    for (;;) {
      const res = await fetch(notes);
      if (res.status === 200) break;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    expect(child.process.exitCode).toBe(null);

    proxy.pause();
    const waiting = fetch(notes);
    await waitFor(() => proxy.held() > 0);
    child.process.kill('SIGTERM');
    // The request in flight gets its 503 once the query timeout gives the stalled connection up; then the
    // server closes, well before the shutdown deadline.
    expect((await waiting).status).toBe(503);
    expect(await child.exited).toBe(0);
  });

  it('exits at the shutdown deadline when a request still waits on the stalled database', async () => {
    child = await startChild({
      ATRIUM_PG_URL: postgresURL({ port: proxy.port }),
      ATRIUM_PG_SCHEMA: schema.schema,
      ATRIUM_PG_QUERY_TIMEOUT: '0',
      ATRIUM_PG_CLOSE_TIMEOUT: '600000',
      ATRIUM_SHUTDOWN_TIMEOUT: '500',
    });
    const notes = `${child.url}/api/notes`;
    expect((await fetch(notes)).status).toBe(200);
    proxy.pause();
    const waiting = fetch(notes).catch((error: unknown) => error);
    await waitFor(() => proxy.held() > 0);
    child.process.kill('SIGTERM');
    expect(await child.exited).toBe(1);
    expect(child.output()).toContain('Still closing after 500 ms');
    await waiting;
  });
});
