import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  APIError,
  BadRequest,
  PayloadTooLarge,
  type SanitizedCollection,
  type SanitizedConfig,
  type UploadFile,
} from '@atrium/core';
import { errorCodes, type FastifyRequest } from 'fastify';
import { checkInput } from '../utilities/checkInput.ts';

/** What a multipart create or update carries: the document's data, the file (spooled to disk) and how to remove it. */
export type MultipartIntake = {
  data: Record<string, unknown>;
  file?: UploadFile;
  /** Removes the spool; safe to call twice. */
  cleanup: () => Promise<void>;
};

/** The form field Payload's clients put the file in. */
export const fileField = 'file';
/** The form field Payload's clients put the document's JSON in. */
export const payloadField = '_payload';

/**
 * The file of an upload over its collection's limit. The error handler answers it at once, without first reading
 * the rest of the body: a client streaming gigabytes learns of the refusal while it is still sending.
 */
export class UploadTooLarge extends PayloadTooLarge {
  readonly answerBeforeDrain = true;
  constructor(collection: string, limit: number) {
    super('error:multipartFileTooLarge', { collection, limit });
  }
}

/**
 * Reads a `multipart/form-data` create or update as Payload's clients send it: the file in `file`, the document as
 * JSON in `_payload` and/or as ordinary form fields (`_payload` wins where both name a field). The file streams to a
 * spool file in the system's temp folder, never whole in memory, and is cut off as soon as it passes `fileSizeLimit`
 * (413). On any failure the spool is already removed; otherwise the caller calls `cleanup` after the operation.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { collection: string; fileSizeLimit: number; fieldSizeLimit: number; tempFileDir?: string },
): Promise<MultipartIntake> {
  const { collection, fileSizeLimit, fieldSizeLimit } = options;
  let spoolDir: string | undefined;
  const cleanup = async () => {
    if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
    spoolDir = undefined;
  };
  const fields: Record<string, unknown> = {};
  let payload: Record<string, unknown> | undefined;
  let file: UploadFile | undefined;
  try {
    // Busboy stops the file at the limit and says so ('limit'); the stream below turns that into a 413 (the
    // plugin's own error would come only after the rest of the body was parsed). `parts` reads this option though
    // its type leaves it out.
    const busboyOptions = {
      limits: { fileSize: fileSizeLimit, fieldSize: fieldSizeLimit, fields: 1000, parts: 1000 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(busboyOptions as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new PayloadTooLarge('error:payloadTooLarge', { limit: fieldSizeLimit });
        if (part.fieldname === payloadField) payload = parsePayload(part.value);
        else addField(fields, part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== fileField || file) {
        part.file.resume();
        throw new BadRequest('error:multipartUnexpectedFile', { field: part.fieldname.slice(0, 100) });
      }
      spoolDir = await mkdtemp(join(options.tempFileDir ?? tmpdir(), 'atrium-upload-'));
      const path = join(spoolDir, 'file');
      let size = 0;
      const tooLarge = () => {
        // Stop parsing what is left of the body: the answer goes out now, the rest is drained or cut.
        request.raw.unpipe();
        return new UploadTooLarge(collection, fileSizeLimit);
      };
      // Busboy may have met the limit before this part reached us (the body came at once): `truncated` says so.
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(part.file.truncated ? tooLarge() : null, chunk);
        },
        flush(done) {
          done(part.file.truncated ? tooLarge() : null);
        },
      });
      part.file.once('limit', () => counter.destroy(tooLarge()));
      await pipeline(part.file, counter, createWriteStream(path));
      // A browser's form with no file chosen still sends the field, nameless and empty: that is no file.
      if (!part.filename && size === 0) await cleanup();
      // A file sent without a name (some clients' blobs) is named by core from its type: `file.png`.
      else file = { path, name: part.filename || 'file', size, mimeType: part.mimetype };
    }
    const data = { ...fields, ...payload };
    checkInput(data, 'body', { depthError: 'error:jsonBodyTooDeep' });
    return { data, file, cleanup };
  } catch (error) {
    // Busboy stops here: what is left of the body is the error handler's to drain (or cut), not a parser's to hold.
    request.raw.unpipe();
    await cleanup();
    throw asRequestError(error);
  }
}

/**
 * Our errors and the plugin's (which carry their status) pass through; what busboy throws on a body that is not
 * multipart as announced (no boundary, cut short) is the client's mistake, a 400 saying what busboy found.
 */
function asRequestError(error: unknown): unknown {
  if (error instanceof APIError || typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new BadRequest('error:multipartMalformed', { reason: reason.slice(0, 200) });
}

function parsePayload(value: unknown): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch (error) {
    throw new BadRequest('error:multipartPayloadNotJSON', { reason: (error as Error).message.slice(0, 200) });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BadRequest('error:multipartPayloadNotJSON', { reason: 'it is not an object' });
  }
  return parsed as Record<string, unknown>;
}

/** An ordinary form field; a name sent twice becomes a list of its values. */
function addField(fields: Record<string, unknown>, name: string, value: unknown) {
  if (!Object.hasOwn(fields, name)) fields[name] = value;
  else if (Array.isArray(fields[name])) (fields[name] as unknown[]).push(value);
  else fields[name] = [fields[name], value];
}

/**
 * The body of a create or update: JSON as before, or for an upload collection, multipart (`readMultipart`). A
 * multipart body whose announced length cannot fit the file limit is refused before a byte of it is read.
 */
export async function readDocumentBody(
  request: FastifyRequest,
  collection: SanitizedCollection,
  config: SanitizedConfig,
  tempFileDir?: string,
): Promise<MultipartIntake> {
  if (!request.isMultipart()) return { data: request.body as Record<string, unknown>, cleanup: async () => {} };
  const upload = collection.upload;
  if (!upload) throw unsupportedMediaType();
  const fileSizeLimit = upload.filesizeLimit;
  const announced = Number(request.headers['content-length'] ?? Number.NaN);
  // The other fields may take up to the body limit, and the multipart framing a little more.
  if (announced > fileSizeLimit + config.bodyLimit + 64 * 1024) throw new UploadTooLarge(collection.slug, fileSizeLimit);
  return readMultipart(request, { collection: collection.slug, fileSizeLimit, fieldSizeLimit: config.bodyLimit, tempFileDir });
}

/** Fastify's own 415, answered by the error handler as every other unsupported content type. */
export function unsupportedMediaType(): Error {
  return new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
}
