import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/startAtrium.ts';
import { buildPNG, minimalPDF, multipart, scriptedSVG } from './restConfig.ts';
import { startUploadServer, type UploadHarness } from './restHelpers.ts';

const publicCache = 'public, max-age=31536000, immutable';
const privateCache = 'private, no-cache';
const sandbox = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

describe.each(dialects)('GET /api/{slug}/file/{filename} on %s', (dialect) => {
  let h: UploadHarness;
  let png: Buffer;
  let photo: { url: string; filename: string; sizes: Record<string, { url: string; filename: string }> };

  const upload = async (slug: string, file: { data: Buffer; name: string }, payload?: Record<string, unknown>, auth = false) => {
    const form = await multipart({ file, payload });
    const response = await h.inject({
      method: 'POST',
      url: `/api/${slug}`,
      payload: form.payload,
      headers: { ...form.headers, ...(auth ? h.auth : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().doc;
  };
  const get = (url: string, headers: Record<string, string> = {}) => h.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    h = await startUploadServer(dialect);
    png = await buildPNG(200, 100);
    photo = await upload('media', { data: png, name: 'photo.png' });
  });
  afterAll(() => h.close());

  it('serves the whole file with its type, length, ETag and a long immutable cache', async () => {
    const response = await get(photo.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'accept-ranges': 'bytes',
      'cache-control': publicCache,
      'content-disposition': `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toMatch(/^(W\/)?".+"$/);
    expect(new Date(String(response.headers['last-modified'])).getTime()).not.toBeNaN();
    // A raster image cannot run script: it needs no sandbox.
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('serves the files of the sizes under the same rules', async () => {
    for (const size of Object.values(photo.sizes)) {
      const response = await get(size.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe(publicCache);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await h.inject({ method: 'HEAD', url: photo.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(response.rawPayload.length).toBe(0);
  });

  describe('Range', () => {
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, -1],
      ['bytes=-16', -16, -1],
      ['bytes=5-999999999', 5, -1],
    ];
    for (const [range, start, end] of cases) {
      it(`answers ${range} with 206 and exactly those bytes`, async () => {
        const first = start < 0 ? png.length + start : start;
        const last = end < 0 ? png.length - 1 : end;
        const response = await get(photo.url, { range });
        expect(response.statusCode).toBe(206);
        expect(response.headers['content-range']).toBe(`bytes ${first}-${last}/${png.length}`);
        expect(response.headers['content-length']).toBe(String(last - first + 1));
        expect(response.rawPayload.equals(png.subarray(first, last + 1))).toBe(true);
      });
    }

    it('answers 416 with the length to a range past the end', async () => {
      const response = await get(photo.url, { range: `bytes=${png.length}-` });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${png.length}`);
    });

    it('sends the whole file for several ranges or a unit it does not know', async () => {
      for (const range of ['bytes=0-1,5-6', 'pages=1-2']) {
        const response = await get(photo.url, { range });
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.length).toBe(png.length);
      }
    });

    it('honours If-Range only while the ETag is the current one', async () => {
      const { etag } = (await get(photo.url)).headers;
      expect((await get(photo.url, { range: 'bytes=0-3', 'if-range': String(etag) })).statusCode).toBe(206);
      expect((await get(photo.url, { range: 'bytes=0-3', 'if-range': '"stale"' })).statusCode).toBe(200);
    });
  });

  it('answers 304 without a body to If-None-Match naming the current ETag, 200 otherwise', async () => {
    const { etag } = (await get(photo.url)).headers;
    const cached = await get(photo.url, { 'if-none-match': String(etag) });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    expect((await get(photo.url, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get(photo.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('serves an SVG sandboxed, so its script cannot run on the API’s origin', async () => {
    const doc = await upload('anything', { data: scriptedSVG, name: 'logo.svg' });
    const response = await get(doc.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-security-policy': sandbox,
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="logo.svg"; filename*=UTF-8''logo.svg`,
    });
  });

  it('sends other documents as attachments, sandboxed; a PDF inline and unsandboxed (Chrome will not show one sandboxed)', async () => {
    const text = await upload('documents', { data: Buffer.from('Just words.\n'), name: 'notes.txt' }, { title: 'Notes' });
    const textResponse = await get(text.url);
    expect(textResponse.headers['content-type']).toMatch(/^text\/plain/);
    expect(textResponse.headers['content-disposition']).toBe(`attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`);
    expect(textResponse.headers['content-security-policy']).toBe(sandbox);
    const pdf = await upload('documents', { data: minimalPDF, name: 'report.pdf' }, { title: 'Report' });
    const pdfResponse = await get(pdf.url);
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    expect(pdfResponse.headers['content-disposition']).toMatch(/^inline; /);
    expect(pdfResponse.headers['content-security-policy']).toBeUndefined();
  });

  describe('read access', () => {
    it('refuses a private collection’s file to an anonymous caller and serves it privately to a reader', async () => {
      const doc = await upload('private', { data: png, name: 'secret.png' }, undefined, true);
      // Access that denies outright: an anonymous caller is asked to sign in, as on every other read.
      const anonymous = await get(doc.url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
      const reader = await get(doc.url, h.auth);
      expect(reader.statusCode).toBe(200);
      expect(reader.rawPayload.equals(png)).toBe(true);
      // Not `public`: no shared cache keeps it; the browser asks again each time (and gets 304 by ETag).
      expect(reader.headers['cache-control']).toBe(privateCache);
      expect((await get(doc.url, { ...h.auth, 'if-none-match': String(reader.headers.etag) })).statusCode).toBe(304);
    });

    it('serves a draft’s file only to callers who may read drafts, a published one to anyone', async () => {
      const form = await multipart({ file: { data: png, name: 'draft-poster.png' }, payload: { title: 'Soon' } });
      const created = await h.inject({
        method: 'POST',
        url: '/api/posters?draft=true',
        payload: form.payload,
        headers: { ...form.headers, ...h.auth },
      });
      expect(created.statusCode, created.body).toBe(201);
      const draft = created.json().doc;
      expect((await get(draft.url)).statusCode).toBe(404);
      const editor = await get(draft.url, h.auth);
      expect(editor.statusCode).toBe(200);
      expect(editor.headers['cache-control']).toBe(privateCache);

      const published = await upload('posters', { data: png, name: 'live-poster.png' }, { title: 'Now', _status: 'published' });
      const anonymous = await get(published.url);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBe(publicCache);
      // A signed-in caller reads a file anyone may read: it stays publicly cacheable.
      expect((await get(published.url, h.auth)).headers['cache-control']).toBe(publicCache);
    });

    it('applies read access given as a where: only matching documents’ files are served', async () => {
      const shown = await upload('filtered', { data: png, name: 'shown.png' }, { alt: 'public' });
      const hidden = await upload('filtered', { data: png, name: 'hidden.png' }, { alt: 'secret' });
      expect((await get(shown.url)).statusCode).toBe(200);
      const refused = await get(hidden.url);
      expect(refused.statusCode).toBe(404);
      // An error read by a signed-in caller is theirs like any other answer: not stored.
      expect((await get(hidden.url, h.auth)).headers['cache-control']).toBe('private, no-store');
      expect(refused.json()).toEqual({ errors: [{ name: 'NotFound', message: 'Nothing was found here.' }] });
    });
  });

  it('answers 404 to a name no document holds, to a collection without uploads, and to path tricks', async () => {
    for (const url of [
      '/api/media/file/nothing-here.png',
      '/api/notes/file/photo.png',
      '/api/media/file/..%2F..%2Fpackage.json',
      '/api/media/file/..%5C..%5Cpackage.json',
      '/api/media/file/.meta',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
