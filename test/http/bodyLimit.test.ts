import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { httpConfig } from './config.ts';

const MB = 1024 * 1024;
/** A JSON document of about `size` bytes. */
const jsonOf = (size: number) => JSON.stringify({ title: 'x'.repeat(size) });

/** Chunks of `size` bytes until `total` were handed out (then `null`). */
function chunks(size: number, total: number) {
  const chunk = Buffer.alloc(size, 'a');
  let sent = 0;
  return {
    next: (): Buffer | null => {
      if (sent >= total) return null;
      sent += size;
      return chunk;
    },
    sent: () => sent,
  };
}

type Outcome = { status?: number; body: string; error?: string };

/**
 * Node's own HTTP client, as a script or an SDK uses it: it writes the whole body, and reports an `error`
 * (EPIPE, ECONNRESET) if the server resets the connection under it, even after the response arrived.
 */
function rawPost(port: number, path: string, body: Buffer | (() => Buffer | null), method = 'POST'): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { body: '' };
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
    if (Buffer.isBuffer(body)) headers['content-length'] = body.length;
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      outcome.status = response.statusCode;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (outcome.body += chunk));
      response.on('end', () => setImmediate(() => resolve(outcome)));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      resolve(outcome);
    });
    request.on('close', () => setImmediate(() => resolve(outcome)));
    if (Buffer.isBuffer(body)) request.end(body);
    else {
      // A body with no length (chunked), written as fast as the socket takes it, until `body` says stop.
      const pump = () => {
        for (;;) {
          const chunk = body();
          if (chunk === null) return void request.end();
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
      };
      pump();
    }
  });
}

describe.each(dialects)('an oversized body on %s is answered with a 413 the client can read', (dialect) => {
  let h: Harness;
  let port: number;
  let articleID: number;
  const limit = 2 * MB; // the default

  beforeAll(async () => {
    h = await startAtrium(dialect, httpConfig);
    articleID = (await h.atrium.create({ collection: 'articles', data: { title: 'Keep me' } })).id as number;
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(() => h.close());

  const expected413 = {
    errors: [{ name: 'PayloadTooLarge', message: `The request is too large: the limit is ${limit} bytes.` }],
  };

  for (const size of [5 * MB, 50 * MB]) {
    const routes = () => [
      ['POST', '/api/articles'],
      ['PATCH', `/api/articles/${articleID}`],
      ['POST', '/api/users/login'],
      ['POST', '/api/form-state'],
      ['PATCH', '/api/payload-preferences/columns'],
    ];

    it(`delivers the 413 to fetch for a ${size / MB} MB JSON body on every JSON route`, async () => {
      const body = jsonOf(size);
      for (const [method, path] of routes()) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect({ path, status: response.status, body: await response.json() }).toEqual({ path, status: 413, body: expected413 });
      }
    });

    it(`lets Node's http client finish writing a ${size / MB} MB body and read the 413 without a reset`, async () => {
      const body = Buffer.from(jsonOf(size));
      for (const [method, path] of routes()) {
        const outcome = await rawPost(port, path, body, method);
        expect({ path, ...outcome, body: JSON.parse(outcome.body || 'null') }).toEqual({ path, status: 413, body: expected413 });
      }
    });
  }

  it('reads a body sent without a length to its end and answers the 413', async () => {
    const outcome = await rawPost(port, '/api/articles', chunks(64 * 1024, 8 * MB).next);
    expect({ ...outcome, body: JSON.parse(outcome.body || 'null') }).toEqual({ status: 413, body: expected413 });
  });

  it('stops reading a body that never ends and closes the connection', async () => {
    // The server reads at most 64 MB past the limit; the client here would send forever.
    const endless = chunks(256 * 1024, Number.POSITIVE_INFINITY);
    const outcome = await rawPost(port, '/api/articles', endless.next);
    expect(outcome.status === 413 || outcome.error !== undefined).toBe(true);
    expect(endless.sent()).toBeLessThan(200 * MB);
  });

  // Review of issue 15: the drain waited for bytes that never came, holding the handler and close() forever.
  it('answers the 413 to a client that announces a large body and stops sending', async () => {
    const socket = net.connect(port, '127.0.0.1');
    onTestFinished(() => {
      socket.destroy();
    });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.write(
      `POST /api/articles HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${60 * MB}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(3 * MB, 'a'));
    // Then nothing more: the answer must come anyway.
    await vi.waitFor(() => expect(received).toMatch(/^HTTP\/1\.1 413 /), { timeout: 30_000, interval: 50 });
  });

  it('changed nothing stored', async () => {
    const { docs } = await h.atrium.find({ collection: 'articles', depth: 0 });
    expect(docs.map((doc) => doc.title)).toEqual(['Keep me']);
  });
});
