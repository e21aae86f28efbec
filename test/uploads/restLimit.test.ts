import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestSchema } from '../helpers/database.ts';
import { dialects } from '../helpers/startAtrium.ts';
import { largeLimit } from './restConfig.ts';

const serverScript = fileURLToPath(new URL('./uploadServer.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const boundary = 'atrium-test-boundary-7d1f';
/** How much the server's resident memory may grow while it reads the 2 GiB: far below the file, and the limit. */
const rssGrowthBound = 64 * MiB;

/** The resident set size of a process, from `/proc` (Linux). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

type Outcome = { status?: number; body: string; sent: number; error?: string };

/**
 * Streams a multipart upload of `total` bytes (one reused 1 MiB chunk, never the whole file in this process either)
 * with Node's HTTP client, chunked or with a `Content-Length`, and stops sending as soon as the answer arrives.
 */
function streamUpload(port: number, total: number, withLength: boolean): Promise<Outcome> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MiB, 0x61);
  return new Promise((resolve) => {
    const outcome: Outcome = { body: '', sent: 0 };
    let answered = false;
    const headers: http.OutgoingHttpHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    if (withLength) headers['content-length'] = head.length + total + tail.length;
    const request = http.request({ host: '127.0.0.1', port, path: '/api/large', method: 'POST', headers }, (response) => {
      answered = true;
      outcome.status = response.statusCode;
      response.setEncoding('utf8');
      response.on('data', (text: string) => (outcome.body += text));
      response.on('end', () => {
        request.destroy();
        resolve(outcome);
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      if (!answered) resolve(outcome);
    });
    request.write(head);
    let file = 0;
    const pump = () => {
      while (!answered) {
        if (file >= total) return void request.end(tail);
        file += chunk.length;
        outcome.sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
    };
    pump();
  });
}

describe.each(dialects)('a 2 GiB upload on %s', (dialect) => {
  let root: string;
  let child: ChildProcess;
  let port: number;
  let drop = async () => {};

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'atrium-rest-limit-'));
    mkdirSync(join(root, '.spool'));
    let where = join(root, 'test.db');
    if (dialect === 'postgres') {
      const schema = await createTestSchema('upload_limit');
      where = schema.schema;
      drop = schema.drop;
    }
    child = spawn(tsx, [serverScript, dialect, where, root, 'a-secret-for-this-test-only'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    for await (const line of lines) {
      if (line.startsWith('{"port"')) {
        port = JSON.parse(line).port;
        break;
      }
    }
    expect(port).toBeGreaterThan(0);
  });
  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await drop();
    rmSync(root, { recursive: true, force: true });
  });

  const stored = () =>
    existsSync(join(root, 'large')) ? readdirSync(join(root, 'large')).filter((name) => name !== '.meta') : [];
  const count = async () => (await (await fetch(`http://127.0.0.1:${port}/api/large`)).json()).totalDocs;

  it('stores a file under the limit (and warms the server up)', async () => {
    const outcome = await streamUpload(port, 4 * MiB, false);
    expect({ status: outcome.status, error: outcome.error }).toEqual({ status: 201, error: undefined });
    // Its bytes are all "a", plain text by content; `.bin` names no known type, so the name stays.
    expect(stored()).toEqual(['huge.bin']);
  });

  for (const withLength of [false, true]) {
    const how = withLength ? 'announcing its length' : 'chunked, its length unknown';
    it(`refuses 2 GiB sent ${how} at the limit, with a 413 the client receives while sending, memory flat`, async () => {
      const before = { docs: await count(), files: stored() };
      const baseline = rssOf(child.pid!);
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(child.pid!));
      }, 10);
      const outcome = await streamUpload(port, 2 * GiB, withLength).finally(() => clearInterval(sampler));
      peak = Math.max(peak, rssOf(child.pid!));

      expect({ status: outcome.status, body: JSON.parse(outcome.body || 'null') }).toEqual({
        status: 413,
        body: {
          errors: [
            { name: 'PayloadTooLarge', message: `The file is too large: large accepts files of at most ${largeLimit} bytes.` },
          ],
        },
      });
      // The answer came at the limit, not at the end: the client stopped far short of 2 GiB. With a length the
      // server knows before reading anything.
      expect(outcome.sent).toBeLessThan(withLength ? 64 * MiB : largeLimit + 64 * MiB);
      if (!withLength) expect(outcome.sent).toBeGreaterThanOrEqual(largeLimit);
      expect(peak - baseline).toBeLessThan(rssGrowthBound);
      expect({ docs: await count(), files: stored(), spool: readdirSync(join(root, '.spool')) }).toEqual({
        ...before,
        spool: [],
      });
    });
  }

  it('answers fetch (a browser’s API) streaming 2 GiB with the 413 while it is still sending', async () => {
    let sent = 0;
    const chunk = new Uint8Array(MiB).fill(0x62);
    const encode = (text: string) => new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\n\r\n`));
      },
      pull(controller) {
        if (sent >= 2 * GiB) {
          controller.enqueue(encode(`\r\n--${boundary}--\r\n`));
          return controller.close();
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`http://127.0.0.1:${port}/api/large`, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].name).toBe('PayloadTooLarge');
    expect(sent).toBeLessThan(largeLimit + 64 * MiB);
  });

  it('an upload the client abandons midway leaves no spool, no file and no document', async () => {
    const before = { docs: await count(), files: stored() };
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST /api/large HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        'Transfer-Encoding: chunked\r\n\r\n',
    );
    const part = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="left.bin"\r\n\r\n${'x'.repeat(MiB)}`,
    );
    for (let i = 0; i < 8; i++) socket.write(`${part.length.toString(16)}\r\n${part}\r\n`);
    // The server has started spooling it when the client goes away.
    await vi.waitFor(() => expect(readdirSync(join(root, '.spool'))).not.toEqual([]), { timeout: 20_000, interval: 20 });
    socket.destroy();
    await vi.waitFor(() => expect(readdirSync(join(root, '.spool'))).toEqual([]), { timeout: 20_000, interval: 20 });
    expect({ docs: await count(), files: stored() }).toEqual(before);
  });

  it('still serves the next request on a fresh connection', async () => {
    expect(await count()).toBe(1);
  });
});
