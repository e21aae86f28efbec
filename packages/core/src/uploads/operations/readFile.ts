import { find } from '../../collections/operations/find.ts';
import { getCollection } from '../../collections/operations/shared.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import { Forbidden, NotFound, Unauthorized } from '../../errors/index.ts';
import { createRequest } from '../../localApi/createRequest.ts';
import type { AtriumRequest } from '../../types.ts';
import type { StoredFile } from '../storage/types.ts';
import type { SanitizedUpload } from '../types.ts';

export type ReadFileArgs = {
  /** The upload collection's slug. */
  collection: string;
  /** The stored name of the main file or of one of its sizes. */
  filename: string;
  req: AtriumRequest;
  /** The `Range` header as sent (`bytes=0-99`, `bytes=-500`). Defaults to the whole file. */
  range?: string;
  /** The `If-None-Match` header as sent: a matching ETag answers "not modified". */
  ifNoneMatch?: string;
  /** The `If-Range` header as sent: the range is honoured only while the file still has this ETag. */
  ifRange?: string;
  /** `false` answers without opening the file (`HEAD`): no body, the rest the same. Defaults to `true`. */
  withBody?: boolean;
};

type Common = {
  file: StoredFile;
  /** Whether an anonymous caller may read this file too (its answer may then be cached by anyone). */
  isPublic: boolean;
};

/** What the file route presents: the bytes (whole or a range), "not modified", or "range not satisfiable". */
export type ReadFileResult =
  | (Common & { status: 200; body?: NodeJS.ReadableStream })
  | (Common & { status: 206; body?: NodeJS.ReadableStream; range: { start: number; end: number } })
  | (Common & { status: 304 })
  | (Common & { status: 416 });

/**
 * Reads a stored file of an upload collection for `GET /api/{slug}/file/{filename}`. The caller must be able to
 * read a document holding that file (as its main file or one of its sizes), by the collection's read access: a
 * private collection's or a draft's file is not public. Access that denies outright is a 401 (anonymous) or 403,
 * as on every read; a name no readable document holds is a 404, whether or not it exists.
 */
export async function readFile(args: ReadFileArgs): Promise<ReadFileResult> {
  const { req, filename } = args;
  const collection = getCollection(req, args.collection);
  const { upload } = collection;
  if (!upload || !isPlainName(filename)) throw new NotFound();

  // --- access: a document the caller may read holds this name
  if (!(await holdsFile(collection, upload, filename, req))) throw new NotFound();
  const isPublic = req.user === null || (await holdsFile(collection, upload, filename, anonymousOf(req)).catch(deniedAsFalse));

  // --- conditional and range
  const target = { collection: collection.slug, filename };
  const file = await upload.storage.stat(target);
  if (!file) throw new NotFound();
  if (args.ifNoneMatch !== undefined && etagMatches(args.ifNoneMatch, file.etag)) return { status: 304, file, isPublic };
  const honoursRange = args.range !== undefined && (args.ifRange === undefined || args.ifRange.trim() === file.etag);
  const range = honoursRange ? parseRange(args.range!, file.size) : undefined;
  if (range === 'unsatisfiable') return { status: 416, file, isPublic };

  // --- read
  if (args.withBody === false) return range ? { status: 206, file, isPublic, range } : { status: 200, file, isPublic };
  const stored = await upload.storage.get(range ? { ...target, range } : target);
  if (!stored) throw new NotFound();
  const { body, ...rest } = stored;
  const current = { ...file, ...rest, size: file.size };
  return range ? { status: 206, file: current, isPublic, body, range } : { status: 200, file: current, isPublic, body };
}

/** A stored name is one path segment: no separators, no `.`/`..`, no control characters. */
function isPlainName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f]/.test(name);
}

async function holdsFile(collection: SanitizedCollection, upload: SanitizedUpload, filename: string, req: AtriumRequest) {
  const where = {
    or: [
      { filename: { equals: filename } },
      ...upload.imageSizes.map((size) => ({ [`sizes.${size.name}.filename`]: { equals: filename } })),
    ],
  };
  const query = { collection: collection.slug, req, where, limit: 1, depth: 0, pagination: false } as const;
  if ((await find(query)).docs.length > 0) return true;
  // A draft's new file lives only in its latest version; callers who may read drafts see it.
  const hasDrafts = collection.versions !== false && Boolean(collection.versions.drafts);
  return hasDrafts && (await find({ ...query, draft: true })).docs.length > 0;
}

function anonymousOf(req: AtriumRequest): AtriumRequest {
  return createRequest(req.config, { locale: req.locale, fallbackLocale: req.fallbackLocale, language: req.language });
}

function deniedAsFalse(error: unknown): false {
  if (error instanceof Forbidden || error instanceof Unauthorized) return false;
  throw error;
}

/** Whether an `If-None-Match` list names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function etagMatches(header: string, etag: string): boolean {
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => strip(tag) === strip(etag));
}

/**
 * One byte range of a `Range` header against a file of `size` bytes (RFC 9110): the range, `'unsatisfiable'` (416),
 * or undefined to send the whole file (no range, another unit, several ranges or a malformed header, which the
 * RFC lets a server ignore).
 */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last `n` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
