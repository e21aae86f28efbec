import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { httpConfig } from './config.ts';

type Answer = { status: number; headers: Record<string, string>; body: unknown };

/**
 * Sends bytes as they are over a fresh connection and reads the whole answer (the server closes after these
 * errors). `fetch` cannot send a request line or headers this broken.
 */
function sendRaw(port: number, raw: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined });
    });
  });
}

const one = (name: string, message: string) => ({ errors: [{ name, message }] });

describe.each(dialects)("Fastify's and Node's own refusals on %s answer in the API's error shape", (dialect) => {
  let h: Harness;
  let port: number;
  let base: string;

  beforeAll(async () => {
    h = await startAtrium(dialect, httpConfig);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => h.close());

  it('refuses bad percent-encoding in the path with a 400, translated', async () => {
    const res = await fetch(`${base}/api/articles/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual(one('BadRequest', 'The address is not valid: it holds a broken percent-encoded character.'));
    const german = await fetch(`${base}/api/articles/%E0%A4%A`, { headers: { 'accept-language': 'de' } });
    expect(await german.json()).toEqual(
      one('BadRequest', 'Die Adresse ist ungültig: Sie enthält ein fehlerhaft prozentkodiertes Zeichen.'),
    );
  });

  it('refuses a path segment longer than 500 characters with a 414', async () => {
    const res = await fetch(`${base}/api/articles/${'1'.repeat(600)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual(
      one('URITooLong', 'The address is too long: one part of its path may have at most 500 characters.'),
    );
  });

  it('refuses an unsupported content type with a 415 naming it', async () => {
    const res = await fetch(`${base}/api/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<title>x</title>',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(
      one('UnsupportedMediaType', 'The content type "application/xml" is not accepted here: send JSON (application/json).'),
    );
  });

  it('refuses a body whose size differs from its Content-Length with a 400', async () => {
    const res = await h.inject({
      method: 'POST',
      url: '/api/articles',
      headers: { 'content-type': 'application/json', 'content-length': '40' },
      payload: '{"title":"twenty"}  ',
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: one('BadRequest', 'The body does not match its Content-Length header.'),
    });
  });

  it('answers headers over the size limit with a 431 in the error shape', async () => {
    const answer = await sendRaw(port, `GET /api/articles HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toEqual(
      one(
        'RequestHeaderFieldsTooLarge',
        `The request's headers are too large: together they may take at most ${http.maxHeaderSize} bytes.`,
      ),
    );
  });

  it('answers a request line over the size limit with a 414 in the error shape', async () => {
    const answer = await sendRaw(port, `GET /api/articles?where=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual(one('URITooLong', `The address is too long: it may take at most ${http.maxHeaderSize} bytes.`));
  });

  it('answers bytes that are not HTTP with a 400 in the error shape', async () => {
    const answer = await sendRaw(port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(one('BadRequest', 'The request could not be read as HTTP.'));
  });

  it('still serves ordinary requests afterwards', async () => {
    const res = await fetch(`${base}/api/articles`);
    expect(res.status).toBe(200);
  });
});
