import { Readable } from 'node:stream';
import { type Atrium, type ReadFileResult, readFile } from '@atrium/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';

type Params = { slug: string; filename: string };

/** A year: stored names are never reused (a replaced file gets a new name), so a public file never changes. */
const immutable = 'public, max-age=31536000, immutable';
/** A file not everyone may read: the browser keeps it for this user only and asks again each time (304 by ETag). */
const privateFile = 'private, no-cache';

/** `GET /api/{slug}/file/{filename}`: an upload collection's stored file or one of its sizes (`spec/rest-contract.md`). */
export function uploadRoutes(app: FastifyInstance, atrium: Atrium) {
  app.get<{ Params: Params }>('/:slug/file/:filename', { config: { ownsCacheControl: true } }, async (request, reply) => {
    const { req } = buildRequest(atrium, request);
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };
    const result = await readFile({
      collection: request.params.slug,
      filename: request.params.filename,
      req,
      range: header('range'),
      ifNoneMatch: header('if-none-match'),
      ifRange: header('if-range'),
      // Fastify answers HEAD with this handler: the headers without reading the file (from a bucket, too).
      withBody: request.method !== 'HEAD',
    });
    return presentFile(reply, request.params.filename, result);
  });
}

function presentFile(reply: FastifyReply, filename: string, result: ReadFileResult) {
  const { file } = result;
  reply
    .header('cache-control', result.isPublic ? immutable : privateFile)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified.toUTCString())
    .header('accept-ranges', 'bytes');
  if (result.status === 304) return reply.status(304).send();
  if (result.status === 416) {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  const type = file.contentType || 'application/octet-stream';
  // A stored SVG or HTML page opened from the API would run its script with the admin's origin and cookies:
  // `sandbox` gives it an origin of its own. PDFs are left out: Chrome refuses to show a sandboxed PDF at all,
  // and a PDF's script runs in the viewer, not in the page.
  if (!isRasterOrMedia(type) && type !== 'application/pdf') {
    reply.header('content-security-policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
  }
  reply
    .type(type)
    .header('content-disposition', `${isDisplayable(type) ? 'inline' : 'attachment'}; ${dispositionName(filename)}`);
  if (result.status === 206) {
    const { start, end } = result.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${file.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.status(200).header('content-length', file.size);
  }
  // Without a body (HEAD) an empty stream: Fastify would otherwise replace the file's Content-Length with 0.
  return reply.send(result.body ?? Readable.from([]));
}

/** Images (but SVG, which is a document that can hold script), video and audio. */
function isRasterOrMedia(type: string): boolean {
  return (/^image\//.test(type) && !/^image\/svg/.test(type)) || /^(video|audio)\//.test(type);
}

/** What a browser shows in place rather than saves: images (SVG too, sandboxed), video, audio and PDF. */
function isDisplayable(type: string): boolean {
  return /^(image|video|audio)\//.test(type) || type === 'application/pdf';
}

/** `filename=` for old clients (ASCII, quotes escaped) and `filename*=` (RFC 8187) for the real name. */
function dispositionName(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
